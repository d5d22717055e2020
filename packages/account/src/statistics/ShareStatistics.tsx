import { useMutation } from "@tanstack/react-query";
import { shareStatisticsMutationOptions } from "@casino/api-client";
import { SharePanel } from "./SharePanel.tsx";
import { useSharedStatisticsUrl } from "./use-shared-statistics-url.ts";

/** The share box of the statistics page: POST /api/user/statistics/share, then the link with Copy and Share. */
export function ShareStatistics() {
  const share = useMutation(shareStatisticsMutationOptions());
  const urlFor = useSharedStatisticsUrl();
  const link = share.data ? urlFor(share.data.token) : null;
  return <SharePanel link={link} pending={share.isPending} failed={share.isError} onCreate={() => share.mutate()} />;
}
