import { Outlet } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useSettings } from "../settings/settings-context.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import * as styles from "./Layout.css.ts";
import { DeferredShellDuties } from "../duties/DeferredShellDuties.tsx";
import { SidePanel } from "./SidePanel.tsx";

export function Layout() {
  const { t } = useLingui();
  const { navigationSystem } = useSettings();
  return (
    <div className={styles.frame} data-navigation={navigationSystem}>
      <a className={styles.skipLink} href="#main">
        {t`Skip to content`}
      </a>
      <Header />
      <div className={styles.body}>
        {navigationSystem === "panel" ? <SidePanel /> : null}
        <div className={styles.content}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <DeferredShellDuties />
    </div>
  );
}
