import { useEffect, useId } from "react";
import { useFormContext } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";
import { FieldMessages } from "@casino/ui-kit";
import type { CryptoNetwork } from "@casino/api-client";
import type { DepositFormValues } from "../deposit-form-values.ts";
import { useFieldText } from "./use-field-text.ts";
import * as styles from "./DepositFields.css.ts";

/** The crypto network to pay on (fields.network): a radio group, each network by name and code. */
export function NetworkPicker({ networks }: { networks: readonly CryptoNetwork[] }) {
  const { t } = useLingui();
  const { register, formState, getValues, setValue } = useFormContext<DepositFormValues>();
  const text = useFieldText();
  const errorId = useId();
  const error = text.error(formState.errors.fields?.network?.message);
  const only = networks.length === 1 ? networks[0]?.code : undefined;

  // A coin with one network (Bitcoin) has nothing to choose: it is picked for the player.
  useEffect(() => {
    if (only && !getValues("fields.network")) setValue("fields.network", only);
  }, [only, getValues, setValue]);

  return (
    // A radio has no invalid state of its own (ARIA 1.2): the group is invalid, and says why.
    <fieldset
      role="radiogroup"
      className={styles.networks}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{t`Network`}</legend>
      {networks.map((network) => (
        <label key={network.code} className={styles.network}>
          <input type="radio" value={network.code} {...register("fields.network")} />
          <span>
            {network.name} <span className={styles.code}>{network.code}</span>
          </span>
        </label>
      ))}
      <FieldMessages error={error} errorId={error ? errorId : undefined} />
    </fieldset>
  );
}
