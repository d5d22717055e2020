import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { MainNav, PANEL_SECTIONS } from "./MainNav.tsx";
import * as styles from "./SidePanel.css.ts";
import { useNavStore } from "./nav-store.ts";

/** The panel navigation system's side panel on wide screens (> 1450 px), folding to a rail; in menu mode the drawer takes over. */
export function SidePanel() {
  const { t } = useLingui();
  const collapsed = useNavStore((state) => state.panelCollapsed);
  const toggle = useNavStore((state) => state.togglePanel);
  const id = useId();
  return (
    <aside className={styles.panel} data-collapsed={collapsed} aria-label={t`Navigation panel`}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={id}
          aria-label={collapsed ? t`Expand navigation` : t`Collapse navigation`}
          title={collapsed ? t`Expand navigation` : t`Collapse navigation`}
          onClick={toggle}
        >
          <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" data-rtl-mirror="">
            <path d="M15 6l-6 6 6 6" />
          </svg>
        </button>
        <div id={id} hidden={collapsed}>
          <MainNav layout="list" sections={PANEL_SECTIONS} />
        </div>
      </div>
    </aside>
  );
}
