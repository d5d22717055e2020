import { create } from "zustand";

type NavState = {
  /** The menu drawer of menu mode (≤ 1450 px) and mobile. */
  drawerOpen: boolean;
  /** The side panel of the panel navigation system, folded to a narrow rail; remembered across visits. */
  panelCollapsed: boolean;
  setDrawerOpen: (open: boolean) => void;
  togglePanel: () => void;
};

// Stored as zustand's persist middleware wrote it ({ state: { panelCollapsed }, version: 0 }), so a player's choice
// outlives the change; the middleware itself cost the first download about 1 KB gzip for this one flag.
const STORAGE_KEY = "navPanel";

function storedCollapsed(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as { state?: { panelCollapsed?: unknown } } | null;
    return stored?.state?.panelCollapsed === true;
  } catch {
    return false;
  }
}

function storeCollapsed(panelCollapsed: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { panelCollapsed }, version: 0 }));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this visit.
  }
}

export const useNavStore = create<NavState>()((set, get) => ({
  drawerOpen: false,
  panelCollapsed: typeof localStorage === "undefined" ? false : storedCollapsed(),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  togglePanel: () => {
    const panelCollapsed = !get().panelCollapsed;
    storeCollapsed(panelCollapsed);
    set({ panelCollapsed });
  },
}));

export function resetNavStore(): void {
  useNavStore.setState({ drawerOpen: false, panelCollapsed: false });
}
