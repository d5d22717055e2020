import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Bonus } from "@casino/api-client";
import { bannerTitle } from "@casino/domain";
import { SafeHtml } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import type { BonusActivation } from "../activation/use-bonus-activation.ts";
import { BonusAction } from "./BonusAction.tsx";
import { BonusFacts } from "./BonusFacts.tsx";
import * as styles from "./BonusCard.css.ts";

export type BonusCardProps = {
  bonus: Bonus;
  activation: BonusActivation;
  /** The card a guest came back to after logging in: scrolled to and outlined. */
  highlighted?: boolean;
  headingLevel?: 2 | 3;
};

/** One bonus: its banner (title cut at 35 characters), display fields, games, terms and its action. */
export function BonusCard({ bonus, activation, highlighted = false, headingLevel = 3 }: BonusCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const name = bonus.name;
  const games = bonus.games.map((game) => game.name).join(", ");
  // The terms are sanitised (and the sanitiser loaded) once the player opens them: a page of 24 cards otherwise
  // sanitised every card's terms in its first render.
  const [termsOpen, setTermsOpen] = useState(false);

  useEffect(() => {
    if (!highlighted) return;
    ref.current?.scrollIntoView({ block: "center" });
    // Keyboard and screen-reader users land on the action they came back for.
    ref.current?.querySelector("button")?.focus({ preventScroll: true });
  }, [highlighted]);

  return (
    <article ref={ref} className={styles.card} aria-labelledby={titleId} data-highlighted={highlighted} data-bonus={bonus.slug}>
      {bonus.banner.imageUrl ? <img className={styles.banner} src={bonus.banner.imageUrl} alt="" width={800} height={300} loading="lazy" decoding="async" /> : null}
      <p className={styles.tagline} title={bonus.banner.bannerTitle}>
        {bannerTitle(bonus.banner.bannerTitle)}
      </p>
      <Heading id={titleId} className={styles.name}>
        {name}
      </Heading>
      {bonus.description ? <p className={styles.description}>{bonus.description}</p> : null}
      <BonusFacts bonus={bonus} />
      {games ? <p className={styles.description}>{t`Plays on ${games}`}</p> : null}
      {bonus.termsHtml ? (
        <details className={styles.terms} onToggle={(event) => setTermsOpen(event.currentTarget.open)}>
          <summary className={styles.summary}>{t`Terms of ${name}`}</summary>
          {termsOpen ? (
            <Suspense fallback={<Skeleton shape="text" lines={3} />}>
              <SafeHtml html={bonus.termsHtml} className={styles.termsBody} />
            </Suspense>
          ) : null}
        </details>
      ) : null}
      <BonusAction bonus={bonus} activation={activation} describedBy={titleId} />
    </article>
  );
}
