import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type ProfileVariant = "classic" | "v2";

/** The tabs of the two profile layouts (spec §2), by page key so a brand's pageUrlSetup moves them too. */
export const PROFILE_TABS: Record<ProfileVariant, ReadonlyArray<{ page: string; label: MessageDescriptor }>> = {
  classic: [
    { page: "profile", label: msg`My profile` },
    { page: "editProfile", label: msg`Edit profile` },
    { page: "verify", label: msg`Verification` },
    { page: "transactions", label: msg`Transactions` },
    { page: "favorites", label: msg`Favourites` },
    { page: "statistics", label: msg`Statistics` },
  ],
  v2: [
    { page: "myProfile", label: msg`My profile` },
    { page: "balance", label: msg`Balance` },
    { page: "profile2Verification", label: msg`Verification` },
    { page: "myBonuses", label: msg`My bonuses` },
    { page: "myHistory", label: msg`History` },
    { page: "statistics", label: msg`Statistics` },
  ],
};
