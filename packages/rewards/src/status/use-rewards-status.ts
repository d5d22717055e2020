import { useQuery } from "@tanstack/react-query";
import { rakebackDaysQueryOptions } from "@casino/api-client";
import { localDate } from "@casino/domain";
import { playerTimeZone } from "../activation/time-zone.ts";
import { rewardsStatus } from "./rewards-status.ts";

/**
 * The rakeback calendar's read (the calendar page's query key, so a claim anywhere refreshes it) and the status it
 * gives: the header polls it, the home page reads it once. Without the calendar (`enabled` false) nothing is read.
 */
export function useRewardsStatus({ enabled, pollMs }: { enabled: boolean; pollMs?: number }) {
  const timeZone = playerTimeZone();
  const days = useQuery({
    ...rakebackDaysQueryOptions({ timeZone }),
    enabled,
    ...(pollMs ? { refetchInterval: pollMs, refetchIntervalInBackground: false } : {}),
  });
  return { days, status: rewardsStatus(enabled ? days.data?.days : undefined, localDate(new Date(), timeZone)) };
}
