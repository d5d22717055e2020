import { useId, useState } from "react";
import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import { localisedText, visibleMenuEntries, type MenuEntry } from "@casino/domain";
import { PageLink } from "../links/PageLink.tsx";
import { PAGE_LABELS } from "../pages/page-labels.ts";
import { useSettings } from "../settings/settings-context.tsx";
import * as styles from "./MainNav.css.ts";

function useMenuLabel() {
  const { i18n } = useLingui();
  return (label: MenuEntry["label"]) => {
    if (typeof label !== "string") return localisedText(label, i18n.locale);
    const message = PAGE_LABELS[label];
    return message ? i18n._(message) : label;
  };
}

function MenuLink({ entry }: { entry: MenuEntry }) {
  const label = useMenuLabel()(entry.label);
  if (entry.page) return <PageLink page={entry.page} className={styles.link}>{label}</PageLink>;
  return <a href={entry.href ?? "/"} className={styles.link}>{label}</a>;
}

function MenuGroup({ entry }: { entry: MenuEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const label = useMenuLabel()(entry.label);
  return (
    <div className={styles.group} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button type="button" className={styles.link} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {entry.children?.map((child, i) => (
          <li key={i}>
            <MenuLink entry={child} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The brand's menu, filtered for guests (user-only entries appear once a player is logged in). */
export function MainNav() {
  const { t } = useLinguiMacro();
  const { menu } = useSettings();
  const entries = visibleMenuEntries(menu, { authenticated: false });
  return (
    <nav aria-label={t`Main`} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry, i) => (
          <li key={i}>{entry.children ? <MenuGroup entry={entry} /> : <MenuLink entry={entry} />}</li>
        ))}
      </ul>
    </nav>
  );
}
