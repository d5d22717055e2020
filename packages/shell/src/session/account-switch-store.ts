import { create } from "zustand";

type AccountSwitchState = {
  /** An `at` token of another account that a link brought while a session was live; never stored without consent. */
  offered: string | null;
  offer: (token: string) => void;
  dismiss: () => void;
};

/** The pending "Switch account?" question (captureAccessToken asks it, AccountSwitchOffer shows it). */
export const useAccountSwitchStore = create<AccountSwitchState>()((set) => ({
  offered: null,
  offer: (token) => set({ offered: token }),
  dismiss: () => set({ offered: null }),
}));
