import type { MenuEntry } from "../settings/app-settings.ts";

/** Menu entries a visitor may see: user-only entries for logged-in players, guest-only for guests; empty groups drop out. */
export function visibleMenuEntries(menu: readonly MenuEntry[], viewer: { authenticated: boolean }): MenuEntry[] {
  const hidden = viewer.authenticated ? "guest" : "user";
  return menu.flatMap((entry) => {
    if (entry.visibility === hidden) return [];
    if (!entry.children) return [entry];
    const children = visibleMenuEntries(entry.children, viewer);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** A brand label given per locale, falling back to English, then to any text it has. */
export function localisedText(label: string | Readonly<Record<string, string>>, locale: string): string {
  if (typeof label === "string") return label;
  return label[locale] ?? label[locale.split("-")[0] ?? ""] ?? label.en ?? Object.values(label)[0] ?? "";
}
