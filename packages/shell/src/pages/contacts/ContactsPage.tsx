import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "../use-document-title.ts";
import { ContactsFaq } from "./ContactsFaq.tsx";
import { SupportChannels } from "./SupportChannels.tsx";
import * as styles from "./ContactsPage.css.ts";

/** /contacts (page key `contacts`, the design's Info menu): the brand's support channels, the live chat and the FAQ. */
export function ContactsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Contacts`);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Contacts`}</h1>
      <SupportChannels />
      <ContactsFaq />
    </div>
  );
}
