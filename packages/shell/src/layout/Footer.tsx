import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import { PageLink } from "../links/PageLink.tsx";
import { LEGAL_PAGE_KEYS } from "../pages/default-pages.ts";
import { PAGE_LABELS } from "../pages/page-labels.ts";
import { useSettings } from "../settings/settings-context.tsx";
import * as styles from "./Footer.css.ts";

export function Footer() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { brandName } = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t`Legal`}>
        <ul className={styles.links}>
          {LEGAL_PAGE_KEYS.map((key) => (
            <li key={key}>
              <PageLink page={key} className={styles.link}>
                {PAGE_LABELS[key] ? i18n._(PAGE_LABELS[key]) : key}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.note}>{t`© ${year} ${brandName}. Play responsibly: 18+ only.`}</p>
    </footer>
  );
}
