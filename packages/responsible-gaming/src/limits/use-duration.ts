import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import type { SessionLimitUnit } from "@casino/domain";

const intlUnit: Record<SessionLimitUnit, string> = { minutes: "minute", hours: "hour", days: "day" };

/** "4 hours", "10 minutes", "30 days" in the player's language (Intl's unit names, plurals included). */
export function useDuration(): (value: number, unit: SessionLimitUnit) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback(
    (value: number, unit: SessionLimitUnit) =>
      new Intl.NumberFormat(locale, { style: "unit", unit: intlUnit[unit], unitDisplay: "long" }).format(value),
    [locale],
  );
}
