import { useLingui } from "@lingui/react/macro";
import { useContentTexts } from "../content/content-texts.ts";
import { PageLink } from "../links/PageLink.tsx";
import { LEGAL_PAGES } from "../pages/legal/legal-pages.ts";
import { useSettings } from "../settings/settings-context.tsx";
import * as styles from "./Footer.css.ts";

export function Footer() {
  const { t } = useLingui();
  const { texts } = useContentTexts();
  const { brandName } = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t`Legal`}>
        <ul className={styles.links}>
          {LEGAL_PAGES.map(({ key, slug }) => (
            <li key={key}>
              <PageLink page={key} className={styles.link}>
                {texts[`legal.${slug}.title`] ?? key}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.note}>{texts["footer.age-notice"]}</p>
      <p className={styles.note}>{texts["footer.licence"]}</p>
      <p className={styles.note}>{t`© ${year} ${brandName}`}</p>
    </footer>
  );
}
