import { useEffect, useState } from "react";
import { useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { threeDsWebhookMutationOptions, transactionsQueryOptions, type PaymentResult } from "@casino/api-client";
import { depositErrorText, depositFailureText } from "./deposit-errors.ts";
import { claimThreeDs, threeDsAlreadySent } from "./three-ds-once.ts";
import type { KnownDeposit } from "./use-tracked-deposit.ts";

export type ThreeDsState =
  | { status: "progress" }
  | { status: "success"; deposit: KnownDeposit }
  | { status: "error"; error: { title: string; text: string }; retrying: boolean; retry: () => void };

/**
 * deposit-3ds-success: sends PaReq and MD to the 3DS webhook exactly once per MD — StrictMode's double effect, a
 * remount and a reload of the same URL do not send it again (three-ds-once). The outcome is read from the mutation
 * cache (keyed by MD), so a remounted modal shows the call already made; when that is gone (a reload, or the
 * mutation was garbage-collected), from the payment in the transactions.
 * Only the player's Retry sends it again (the webhook answers a repeat with the same payment).
 */
export function useThreeDsCompletion(paReq: string | undefined, md: string | undefined): ThreeDsState {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutationKey = ["payments", "3ds-webhook", md ?? ""];
  const { mutate } = useMutation({ ...threeDsWebhookMutationOptions(queryClient), mutationKey });
  const states = useMutationState({ filters: { mutationKey, exact: true }, select: (mutation) => mutation.state });
  // Decided on the first render, before this mount's own effect claims the MD.
  const [earlier] = useState(() => md !== undefined && threeDsAlreadySent(md));
  const recovered = useQuery({
    ...transactionsQueryOptions({ type: "deposit", limit: 20 }),
    enabled: earlier && states.length === 0,
    refetchOnMount: "always",
  });

  useEffect(() => {
    if (paReq && md && claimThreeDs(md)) mutate({ PaReq: paReq, MD: md });
  }, [paReq, md, mutate]);

  const retry = () => {
    if (paReq && md) mutate({ PaReq: paReq, MD: md });
  };
  const failed = (title: { title: string; text: string }, retrying = false): ThreeDsState => ({ status: "error", error: title, retrying, retry });

  if (!paReq || !md) return failed(depositErrorText("INVALID_3DS", i18n));
  const latest = states.at(-1);
  const previous = states.at(-2);
  if (latest?.status === "success" && latest.data) {
    const { payment } = latest.data as PaymentResult;
    return { status: "success", deposit: { amount: payment.amount, currency: payment.currency } };
  }
  if (latest?.status === "error") return failed(depositFailureText(latest.error, i18n));
  if (latest?.status === "pending" && previous?.status === "error") return failed(depositFailureText(previous.error, i18n), true);
  if (latest || !earlier) return { status: "progress" };

  // Sent before this mount and no longer in the mutation cache: the payment in the transactions tells how it ended.
  if (recovered.isError) return failed(depositFailureText(recovered.error, i18n));
  if (!recovered.data || recovered.isFetching) return { status: "progress" };
  const row = recovered.data.rows.find((transaction) => transaction.id === md);
  if (row?.status === "completed") return { status: "success", deposit: { amount: row.amount, currency: row.currency } };
  if (row?.status === "failed" || row?.status === "cancelled") return failed(depositErrorText("THREE_DS_FAILED", i18n));
  return failed(depositErrorText("PAYMENT_NOT_AUTHENTICATED", i18n));
}
