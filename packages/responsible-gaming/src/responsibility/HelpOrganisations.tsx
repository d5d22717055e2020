import { useLingui } from "@lingui/react/macro";
import { localisedText, parseResponsibleGamingSettings, type HelpOrganisation } from "@casino/domain";
import { useSettings, useUrlGate } from "@casino/shell";
import { Surface, Text, VisuallyHidden } from "@casino/ui-kit";
import * as styles from "./responsibility.css.ts";

/** One organisation: its site through the URL gate (a refused one shows as plain text), helpline, what it offers. */
function Organisation({ organisation }: { organisation: HelpOrganisation }) {
  const { t, i18n } = useLingui();
  const gate = useUrlGate();
  const href = gate("link", organisation.url);
  const description = organisation.description ? localisedText(organisation.description, i18n.locale) : "";
  const phone = organisation.phone?.trim();
  return (
    <li className={styles.item}>
      {href ? (
        <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
          {organisation.name}
          <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
        </a>
      ) : (
        <Text weight="bold">{organisation.name}</Text>
      )}
      {description ? <Text tone="secondary">{description}</Text> : null}
      {phone ? (
        <span>
          {t`Helpline:`} <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
        </span>
      ) : null}
    </li>
  );
}

/** The brand's help organisations and self-assessment test (brand.json responsibleGaming). */
export function HelpOrganisations() {
  const { t } = useLingui();
  const responsibleGaming = parseResponsibleGamingSettings(useSettings().responsibleGaming);
  const gate = useUrlGate();
  const selfAssessment = responsibleGaming.selfAssessmentUrl ? gate("link", responsibleGaming.selfAssessmentUrl) : null;
  const organisations = responsibleGaming.helpOrganisations;
  return (
    <Surface as="section" aria-labelledby="help-title">
      <Text as="h2" id="help-title" size="lg" font="heading" weight="heading">
        {t`Get help`}
      </Text>
      {selfAssessment ? (
        <Text as="p">
          {t`Not sure whether gambling is still fun for you?`}{" "}
          <a className={styles.link} href={selfAssessment} target="_blank" rel="noopener noreferrer">
            {t`Take a short self-assessment test`}
          </a>
        </Text>
      ) : null}
      {organisations.length > 0 ? (
        <>
          <Text as="p">{t`These organisations help free of charge and in confidence:`}</Text>
          <ul className={styles.list}>
            {organisations.map((organisation) => (
              <Organisation key={organisation.name} organisation={organisation} />
            ))}
          </ul>
        </>
      ) : (
        <Text as="p">{t`Our support team can tell you who helps with gambling problems where you live.`}</Text>
      )}
    </Surface>
  );
}
