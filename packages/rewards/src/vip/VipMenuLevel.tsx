import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { vipLevelsQueryOptions } from "@casino/api-client";
import { PageLink, useCurrentUser } from "@casino/shell";

/**
 * The player's VIP level in the account menu (the user's userLoyaltyLevel, named from the club's levels), leading to
 * the VIP club; the number alone until the levels are read, or when the club does not list it.
 */
export function VipMenuLevel({ className }: { className: string }) {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const levels = useQuery(vipLevelsQueryOptions(i18n.locale));
  const loyaltyLevel = user?.userLoyaltyLevel;
  if (loyaltyLevel === undefined) return null;
  const level = i18n.number(loyaltyLevel);
  const name = levels.data?.levels.find((entry) => entry.level === loyaltyLevel)?.name;
  return (
    <PageLink page="vipClub" className={className}>
      {name ? t`VIP level: ${name}` : t`VIP level ${level}`}
    </PageLink>
  );
}

export default VipMenuLevel;
