import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { transactionsQueryOptions } from "@casino/api-client";
import { useRealtimeReconnect } from "@casino/shell";
import { rereadOutcome, type OpenDeposit, type RereadOutcome } from "./deposit-reread.ts";

const LATEST_DEPOSITS = { type: "deposit", limit: 5 } as const;

/**
 * A view waiting for the socket's word on a deposit: when the socket is back after a drop, the event may have been
 * sent while it was down, so the deposit is read over HTTP and `settle` runs as the event would have made it.
 */
export function useRereadOnReconnect(open: OpenDeposit, settle: (outcome: RereadOutcome) => void): void {
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useRealtimeReconnect(() => {
    queryClient.fetchQuery({ ...transactionsQueryOptions(LATEST_DEPOSITS), staleTime: 0 }).then(
      ({ rows }) => {
        const outcome = rereadOutcome(rows, open);
        if (outcome && mounted.current) settle(outcome);
      },
      // Not read: the socket's own event (or the next reconnect) still settles it.
      () => undefined,
    );
  });
}
