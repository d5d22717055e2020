import { useEffect, useRef, type KeyboardEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { Button } from "@casino/ui-kit";
import type { OnboardingStepContent } from "./onboarding-steps.ts";
import * as styles from "./OnboardingTour.css.ts";

export type OnboardingTourProps = {
  steps: readonly OnboardingStepContent[];
  index: number;
  brandName: string;
  onIndexChange: (index: number) => void;
  /** Skip (before the last step) and Finish (on it) both end the tour. */
  onSkip: () => void;
  onFinish: () => void;
  /** Moves focus to the step's title when the step changes, so a screen reader reads the new step. */
  focusOnChange?: boolean;
};

/** The onboarding tour's content: a step indicator, the step with its link, and Back / Next / Skip. */
export function OnboardingTour({ steps, index, brandName, onIndexChange, onSkip, onFinish, focusOnChange = true }: OnboardingTourProps) {
  const { t, i18n } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const step = steps[index] ?? steps[0];
  const total = steps.length;
  const last = index >= total - 1;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusOnChange) titleRef.current?.focus();
  }, [index, focusOnChange]);

  if (!step) return null;
  const position = index + 1;
  // Built apart from the i18n._ call: the catalog extractor reads object literals passed to it as new messages.
  const title = { ...step.title, values: { brandName } };
  const back = () => index > 0 && onIndexChange(index - 1);
  const next = () => (last ? onFinish() : onIndexChange(index + 1));
  // Arrow keys move between steps (mirrored in right-to-left languages) unless a link or button wants them.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward && !last) onIndexChange(index + 1);
    else if (event.key === backward) back();
    else return;
    event.preventDefault();
  };

  return (
    // The arrow keys bubble up from the tour's focusable parts (its title, link and buttons); the container itself
    // takes no focus and no clicks, so it needs no role.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div className={styles.tour} onKeyDown={onKeyDown} data-step={step.id}>
      <ol className={styles.dots} aria-hidden="true">
        {steps.map((s, i) => (
          <li key={s.id} className={styles.dot} {...(i === index ? { "aria-current": "step" as const } : {})} />
        ))}
      </ol>
      <p className={styles.counter} aria-live="polite">
        <Trans>
          Step {position} of {total}
        </Trans>
      </p>
      <h3 ref={titleRef} tabIndex={-1} className={styles.title}>
        {i18n._(title)}
      </h3>
      <p className={styles.body}>{i18n._(step.body)}</p>
      <PageLink page={step.page} className={styles.link}>
        {i18n._(step.link)}
      </PageLink>
      <div className={styles.actions}>
        {!last ? (
          <Button variant="ghost" onClick={onSkip}>
            {t`Skip tour`}
          </Button>
        ) : null}
        <div className={styles.moves}>
          {index > 0 ? (
            <Button variant="secondary" onClick={back}>
              {t`Back`}
            </Button>
          ) : null}
          <Button onClick={next}>{last ? t`Finish` : t`Next`}</Button>
        </div>
      </div>
    </div>
  );
}
