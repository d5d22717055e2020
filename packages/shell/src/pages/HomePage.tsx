import { useId } from "react";
import { Trans } from "@lingui/react/macro";
import { VisuallyHidden } from "@casino/ui-kit";
import { useContentTexts } from "../content/content-texts.ts";
import { HomeSection, useHomeSections } from "../home/home-sections.tsx";
import { ModalLink } from "../modals/ModalLink.tsx";
import { PageLink } from "../links/PageLink.tsx";
import { useSession } from "../session/use-session.ts";
import { useSettings } from "../settings/settings-context.tsx";
import * as styles from "./HomePage.css.ts";

/** The hero: the brand's headline and lead (content texts home.hero.*, built-in ones until the remote arrive). */
function HomeHero() {
  const { texts } = useContentTexts();
  const { isAuthenticated } = useSession();
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {texts["home.hero.title"]}
      </h1>
      <p className={styles.lead}>{texts["home.hero.subtitle"]}</p>
      <div className={styles.actions}>
        <PageLink page="casino" className={styles.cta}>
          <Trans>Explore the casino</Trans>
        </PageLink>
        {isAuthenticated ? null : (
          <ModalLink modal="login" params={{ tab: "sign-up" }} className={styles.secondary}>
            <Trans>Sign up</Trans>
          </ModalLink>
        )}
      </div>
    </section>
  );
}

/**
 * The home page (/): the brand's sections in its order (settings homeSections): the shell's hero and what the
 * features contribute (the app composes them). A key that no feature serves is left out.
 */
export function HomePage() {
  const { homeSections, brandName } = useSettings();
  const sections = useHomeSections();
  return (
    <div className={styles.page}>
      {homeSections.includes("hero") ? null : (
        <VisuallyHidden>
          <h1>{brandName}</h1>
        </VisuallyHidden>
      )}
      {homeSections.map((key) => {
        if (key === "hero") return <HomeHero key={key} />;
        const definition = sections.get(key);
        return definition ? <HomeSection key={key} definition={definition} /> : null;
      })}
    </div>
  );
}
