import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { userDetailsQueryKey, type SlotBalanceMessage, type UserDetails } from "@casino/api-client";
import { sessionNet, type PlayMode } from "@casino/domain";
import { useCurrentUser, useRealtimeEvent } from "@casino/shell";

export type PlayWallet = {
  currency: string | null;
  crypto: boolean;
  balance: number | null;
  /** Balance now minus at the start, deposits of this session taken out; null until both are known. */
  net: number | null;
  onBalance: (message: SlotBalanceMessage) => void;
};

/**
 * The bar's money. Real play reads the player's wallet from the user-details cache, which the realtime socket
 * keeps current (debit/credit/balance); the game's own message may arrive first, so it is written there too.
 * Demo play shows the game's play money and never touches the real wallet.
 */
export function usePlayWallet(mode: PlayMode, started: boolean): PlayWallet {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [demo, setDemo] = useState<SlotBalanceMessage | null>(null);
  const [start, setStart] = useState<number | null>(null);
  const [deposits, setDeposits] = useState<readonly number[]>([]);
  const real = mode === "real";
  const balance = real ? (user?.userWallet.totalAmount ?? null) : (demo?.totalAmount ?? null);
  // The start is the first balance seen once the game is launched (state adjusted during render, not in an effect).
  if (started && start === null && balance !== null) setStart(balance);

  const onBalance = useCallback(
    (message: SlotBalanceMessage) => {
      if (message.mode !== mode) return;
      if (mode === "demo") return setDemo(message);
      const userWallet = { amount: message.amount, nonCashAmount: message.nonCashAmount, totalAmount: message.totalAmount };
      queryClient.setQueryData<UserDetails>(userDetailsQueryKey, (current) => current && { ...current, userWallet });
    },
    [mode, queryClient],
  );

  useRealtimeEvent("deposit", (event) => {
    if (!real || start === null) return;
    setDeposits((list) => [...list, event.detail.amount]);
    // The socket already wrote the new wallet; read it again so the bar matches the server exactly.
    void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
  });

  return {
    currency: real ? (user?.currencyCode ?? null) : (demo?.currency ?? null),
    crypto: real ? (user?.isCrypto ?? false) : false,
    balance,
    net: start === null || balance === null ? null : sessionNet(start, balance, deposits),
    onBalance,
  };
}
