import { useQuery } from "@tanstack/react-query";
import { bonusesQueryOptions } from "@casino/api-client";
import { LoadError } from "@casino/shell";
import { useBonusActivation } from "../activation/use-bonus-activation.ts";
import { BonusCard } from "./BonusCard.tsx";
import { BonusSkeletons } from "./BonusSkeletons.tsx";
import { useBonusFilter } from "./use-bonus-list.ts";

/** The bonus a promotion offers, with its claim action; nothing when it is not on offer for this player. */
export function PromotionBonus({ bonusId }: { bonusId: number }) {
  const filter = useBonusFilter({ limit: 100 });
  const query = useQuery(bonusesQueryOptions(filter));
  const activation = useBonusActivation();
  if (query.isPending) return <BonusSkeletons count={1} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const bonus = query.data.rows.find((row) => row.id === bonusId);
  return bonus ? <BonusCard bonus={bonus} activation={activation} headingLevel={2} /> : null;
}
