import { useLingui } from "@lingui/react/macro";
import type { MenuEntry } from "@casino/domain";
import * as styles from "./MainNav.css.ts";
import { MenuLink } from "./MenuLink.tsx";
import { useDisclosure } from "./use-disclosure.ts";
import { useMenuEntries, useMenuLabel } from "./use-menu.ts";

export type NavLayout = "bar" | "list";

type LabelOf = (label: MenuEntry["label"]) => string;

function MenuGroup({ entry, layout, labelOf }: { entry: MenuEntry; layout: NavLayout; labelOf: LabelOf }) {
  const { open, panelId, rootProps, buttonProps } = useDisclosure({ popup: layout === "bar" });
  return (
    <div className={styles.group} {...rootProps}>
      <button className={styles.link} {...buttonProps}>
        {labelOf(entry.label)}
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" data-open={open}>
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={panelId} className={layout === "bar" ? styles.dropdown : styles.sublist} hidden={!open}>
        {entry.children?.map((child, i) => (
          <li key={i}>
            <MenuLink entry={child} className={styles.link}>
              {labelOf(child.label)}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Page keys the panel navigation lists above the brand's menu. */
export const PANEL_SECTIONS = ["home", "casino", "liveCasino", "slots", "promotions", "tournaments", "vipClub", "cashback"] as const;

function withSections(entries: MenuEntry[], sections: readonly string[]): MenuEntry[] {
  const pages = new Set(sections);
  const sectionEntries = sections.map((page): MenuEntry => ({ label: page, page, visibility: "all" }));
  return [...sectionEntries, ...entries.filter((entry) => !entry.page || !pages.has(entry.page))];
}

/**
 * The brand's menu with its user-only and guest-only entries: a bar in the header, a list in the drawer and
 * the side panel; `sections` (page keys) come first, as the panel navigation shows them.
 */
export function MainNav({ layout, sections = [] }: { layout: NavLayout; sections?: readonly string[] }) {
  const { t } = useLingui();
  const entries = withSections(useMenuEntries(), sections);
  const labelOf = useMenuLabel();
  return (
    <nav aria-label={t`Main`} className={styles.nav} data-layout={layout}>
      <ul className={layout === "bar" ? styles.bar : styles.list}>
        {entries.map((entry, i) => (
          <li key={i}>
            {entry.children ? (
              <MenuGroup entry={entry} layout={layout} labelOf={labelOf} />
            ) : (
              <MenuLink entry={entry} className={styles.link}>
                {labelOf(entry.label)}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
