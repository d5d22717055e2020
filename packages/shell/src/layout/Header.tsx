import { lazy, Suspense, useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useMedia } from "@casino/ui-kit";
import { PageLink } from "../links/PageLink.tsx";
import { useSettings } from "../settings/settings-context.tsx";
import * as styles from "./Header.css.ts";
import { HeaderAuth } from "./HeaderAuth.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MainNav } from "./MainNav.tsx";
import { useNavStore } from "./nav-store.ts";

// The drawer's code loads when the menu is first opened (and on the menu button's first hover or focus): the first
// download had no room for it, and most visits never open it.
const loadNavDrawer = () => import("./NavDrawer.tsx");
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

function MenuButton({ id, drawerId, drawerReady }: { id: string; drawerId: string; drawerReady: boolean }) {
  const { t } = useLingui();
  const open = useNavStore((state) => state.drawerOpen);
  const setOpen = useNavStore((state) => state.setDrawerOpen);
  return (
    <button
      id={id}
      type="button"
      className={styles.menuButton}
      aria-label={t`Menu`}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={drawerReady ? drawerId : undefined}
      onPointerEnter={() => void loadNavDrawer()}
      onFocus={() => void loadNavDrawer()}
      onClick={() => setOpen(true)}
    >
      <svg viewBox="0 0 24 24" className={styles.menuIcon} aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
    </button>
  );
}

/**
 * Logo and brand name (home), the top navigation (basic system, wide screens), the language switcher and the
 * guest or player actions. In menu mode (≤ 1450 px) and with the panel system's narrow screens the navigation
 * moves behind the menu button; on phones the header keeps only menu, logo and the account actions.
 */
export function Header() {
  const { t } = useLingui();
  const { brandName, navigationSystem } = useSettings();
  const menuMode = useMedia("menu");
  const menuButtonId = useId();
  const drawerId = useId();
  // Mounted from the first opening on, then kept (its <dialog> opens and closes).
  const open = useNavStore((state) => state.drawerOpen);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (open && !drawerWanted) setDrawerWanted(true);
  return (
    <header className={styles.header} data-navigation={navigationSystem}>
      <div className={styles.accent} data-testid="brand-mark" aria-hidden="true" />
      <div className={styles.bar}>
        <MenuButton id={menuButtonId} drawerId={drawerId} drawerReady={drawerWanted} />
        <PageLink page="home" className={styles.brand}>
          <img className={styles.logo} src="/logo.svg" alt={t`${brandName} logo`} width={36} height={36} />
          <span className={styles.brandName}>{brandName}</span>
        </PageLink>
        {/* In menu mode (up to 1450 px: phones, tablets, most laptops) the bar is hidden and the drawer has the menu. */}
        <div className={styles.topNav}>{navigationSystem === "basic" && !menuMode ? <MainNav layout="bar" /> : null}</div>
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
        <HeaderAuth />
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer id={drawerId} menuButtonId={menuButtonId} />
        </Suspense>
      ) : null}
    </header>
  );
}
