import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, Skeleton, Text } from "@casino/ui-kit";
import { useContentTexts } from "../../content/content-texts.ts";
import { TOPIC_TEXTS } from "../../content/topic-texts.ts";
import { faqEntries } from "./faq-entries.ts";
import * as styles from "./ContactsPage.css.ts";

/**
 * The FAQ of the built-in texts (spec §1) with the remote content texts over them, as a disclosure list: each
 * question a native <details> summary (a button to assistive technology, Enter and Space toggle it).
 */
export function ContactsFaq() {
  const { t, i18n } = useLingui();
  const { texts, status, hasRemoteTexts, refetch } = useContentTexts();
  const headingId = useId();
  // A dozen texts: translated on each render, so a language change shows at once.
  const builtIn: Record<string, string> = Object.fromEntries(
    Object.entries(TOPIC_TEXTS).flatMap(([key, message]) => (key.startsWith("faq.") ? [[key, i18n._(message)]] : [])),
  );
  const entries = faqEntries(builtIn, texts);
  const title = texts["faq.title"]?.trim() || builtIn["faq.title"];

  let body;
  // Wait for the remote texts (usually cached at start) so an overridden answer does not change under the reader.
  if (status === "pending" && !hasRemoteTexts) body = <Skeleton lines={5} />;
  else if (entries.length === 0) body = <Text as="p" tone="secondary">{t`There are no questions here yet. Our support team is happy to help.`}</Text>;
  else {
    body = (
      <ul className={styles.faqList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <details className={styles.faqItem}>
              <summary className={styles.question}>{entry.question}</summary>
              <p className={styles.answer}>{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={status === "pending" && !hasRemoteTexts}>
      <h2 id={headingId} className={styles.heading}>{title}</h2>
      {status === "error" && !hasRemoteTexts ? (
        <div className={styles.notice} role="alert">
          <Text as="p" tone="secondary">{t`The latest answers could not be loaded, so these may be out of date.`}</Text>
          <Button type="button" variant="secondary" size="sm" onClick={refetch}>{t`Retry`}</Button>
        </div>
      ) : null}
      {body}
    </section>
  );
}
