import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useSettings } from "../settings/settings-context.tsx";
import * as styles from "./Header.css.ts";
import { MainNav } from "./MainNav.tsx";

export function Header() {
  const { t } = useLingui();
  const { brandName } = useSettings();
  return (
    <header className={styles.header}>
      <div className={styles.accent} data-testid="brand-mark" aria-hidden="true" />
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <img className={styles.logo} src="/logo.svg" alt={t`${brandName} logo`} width={36} height={36} />
          <span className={styles.brandName}>{brandName}</span>
        </Link>
        <MainNav />
      </div>
    </header>
  );
}
