import { create } from "zustand";
import { persist } from "zustand/middleware";

type NavState = {
  /** The menu drawer of menu mode (≤ 1450 px) and mobile. */
  drawerOpen: boolean;
  /** The side panel of the panel navigation system, folded to a narrow rail; remembered across visits. */
  panelCollapsed: boolean;
  setDrawerOpen: (open: boolean) => void;
  togglePanel: () => void;
};

export const useNavStore = create<NavState>()(
  persist(
    (set) => ({
      drawerOpen: false,
      panelCollapsed: false,
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      togglePanel: () => set((state) => ({ panelCollapsed: !state.panelCollapsed })),
    }),
    { name: "navPanel", partialize: ({ panelCollapsed }) => ({ panelCollapsed }) },
  ),
);

export function resetNavStore(): void {
  useNavStore.setState({ drawerOpen: false, panelCollapsed: false });
}
