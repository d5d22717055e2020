import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import type { AmountProblem } from "@casino/domain";

/** The translated text of a domain AmountProblem, with the limits formatted in the player's currency. */
export function useAmountProblemText(limits: { min?: string | undefined; max?: string | undefined; remaining?: string | undefined }) {
  const { t } = useLingui();
  const { min = "", max = "", remaining = "" } = limits;
  return useCallback(
    (problem: AmountProblem | string | undefined): string | undefined => {
      switch (problem) {
        case undefined:
          return undefined;
        case "required":
          return t`Enter an amount`;
        case "not-positive":
          return t`The amount must be greater than zero`;
        case "below-min":
          return t`The minimum for this method is ${min}`;
        case "above-max":
          return t`The maximum for this method is ${max}`;
        case "too-many-decimals":
          return t`Too many decimals for this currency`;
        case "over-remaining-limit":
          return t`Your deposit limit allows ${remaining} more for now`;
        default:
          return t`Please check the amount`;
      }
    },
    [t, min, max, remaining],
  );
}
