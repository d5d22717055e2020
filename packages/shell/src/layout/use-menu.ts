import { useLingui } from "@lingui/react";
import { localisedText, visibleMenuEntries, type MenuEntry } from "@casino/domain";
import { useContentTexts } from "../content/content-texts.ts";
import { useSession } from "../session/use-session.ts";
import { useSettings } from "../settings/settings-context.tsx";

/**
 * A menu label's text: a brand's per-locale text as given, a built-in key through the content texts
 * (`menu.<key>`, remote over the lingui default), anything else as written.
 */
export function useMenuLabel(): (label: MenuEntry["label"]) => string {
  const { i18n } = useLingui();
  const { texts } = useContentTexts();
  return (label) => (typeof label === "string" ? (texts[`menu.${label}`] ?? label) : localisedText(label, i18n.locale));
}

/** The brand's menu (settings.menu, default the spec's design-setup navigation) as this visitor may see it. */
export function useMenuEntries(): MenuEntry[] {
  const { menu } = useSettings();
  const { isAuthenticated } = useSession();
  return visibleMenuEntries(menu, { authenticated: isAuthenticated });
}
