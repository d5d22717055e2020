import { Trans, useLingui } from "@lingui/react/macro";
import { Button, CopyField } from "@casino/ui-kit";
import * as styles from "./SharePanel.css.ts";

export type SharePanelProps = {
  /** The public link once created. */
  link: string | null;
  pending: boolean;
  failed: boolean;
  onCreate: () => void;
};

/** "Share my statistics": creates the public link, then shows it with Copy and (where the device has one) Share. */
export function SharePanel({ link, pending, failed, onCreate }: SharePanelProps) {
  const { t } = useLingui();
  return (
    <section className={styles.panel} aria-labelledby="share-statistics-title">
      <h2 id="share-statistics-title" className={styles.heading}>
        <Trans>Share my statistics</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Anyone with the link sees your nickname and these numbers, nothing else about you.</Trans>
      </p>
      {link ? (
        <CopyField
          label={t`Public link`}
          value={link}
          kind="link"
          share={{ title: t`My casino statistics` }}
        />
      ) : (
        <>
          <div className={styles.row}>
            <Button onClick={onCreate} loading={pending}>
              {t`Share my statistics`}
            </Button>
          </div>
          <p className={`${styles.status} ${styles.error}`} role="status">
            {failed ? t`The link could not be created. Try again later.` : null}
          </p>
        </>
      )}
    </section>
  );
}
