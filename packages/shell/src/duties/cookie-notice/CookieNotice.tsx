import { useLingui } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import { useContentText } from "../../content/content-texts.ts";
import { PageLink } from "../../links/PageLink.tsx";
import { acceptAllCookies } from "./cookie-consent.ts";
import * as styles from "./CookieNotice.css.ts";

/** Spec §2 cookie consent bar: accept-all only, with a link to the privacy policy. */
export function CookieNotice({ onAccept }: { onAccept: () => void }) {
  const { t } = useLingui();
  const notice = useContentText("cookie.notice") ?? t`We use cookies to keep you logged in, remember your settings and improve the site.`;
  return (
    <section className={styles.bar} aria-label={t`Cookie notice`} data-shell-duty="cookie-notice">
      <p className={styles.text}>
        {notice}{" "}
        <PageLink page="privacyPolicy" className={styles.link}>
          {t`Privacy Policy`}
        </PageLink>
      </p>
      <Button
        onClick={() => {
          acceptAllCookies();
          onAccept();
        }}
      >
        {t`Accept all`}
      </Button>
    </section>
  );
}
