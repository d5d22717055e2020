import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { gameHistoryQueryOptions } from "@casino/api-client";
import { gamePulseSeries } from "@casino/domain";
import { GamePulseFigure, type GamePulseState } from "./GamePulseFigure.tsx";

/** How many of the latest casino-history rows the Game Pulse draws (the history call's maximum page). */
export const GAME_PULSE_ROWS = 100;

/** The Game Pulse of the logged-in player, from the casino history (GET /api/user/get-game-history). */
export function GamePulse({ currencyCode, crypto }: { currencyCode: string; crypto: boolean }) {
  const history = useQuery(gameHistoryQueryOptions({ limit: GAME_PULSE_ROWS }));
  const rows = history.data?.rows;
  const points = useMemo(() => {
    // Only the account currency's rounds add up to one line.
    const own = (rows ?? []).filter((row) => row.currencyCode === currencyCode);
    return gamePulseSeries(own, { by: "round", decimals: crypto ? 8 : 2 });
  }, [rows, currencyCode, crypto]);
  const state: GamePulseState = history.isError
    ? { status: "error", onRetry: () => void history.refetch() }
    : rows
      ? { status: "ready", points, currencyCode, crypto }
      : { status: "loading" };
  return <GamePulseFigure state={state} />;
}
