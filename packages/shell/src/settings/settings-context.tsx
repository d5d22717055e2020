import { createContext, useContext, type ReactNode } from "react";
import type { AppSettings } from "@casino/domain";

const SettingsContext = createContext<AppSettings | null>(null);

export function SettingsProvider({ settings, children }: { settings: AppSettings; children: ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export function useSettings(): AppSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error("useSettings must be used inside <SettingsProvider>");
  return settings;
}
