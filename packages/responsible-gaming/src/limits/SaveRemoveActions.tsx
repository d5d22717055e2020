import { useLingui } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import * as styles from "./Limits.css.ts";

type Props = { saving: boolean; busy: boolean; onRemove: (() => void) | null };

/** Save (submits the form) and, when there is something to remove, Remove; both off while a change is sent. */
export function SaveRemoveActions({ saving, busy, onRemove }: Props) {
  const { t } = useLingui();
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={saving} disabled={busy}>
        {t`Save`}
      </Button>
      {onRemove ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={onRemove}>
          {t`Remove`}
        </Button>
      ) : null}
    </div>
  );
}
