import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export const profileVariants = ["classic", "v2"] as const;
export type ProfileVariant = (typeof profileVariants)[number];

export type ProfileTab = { page: string; label: MessageDescriptor };

/**
 * The tabs of the two profile layouts (spec §2), by page key so a brand's pageUrlSetup moves them too. v2 is the
 * spec's /profile2 set with the player's statistics after it; a tab shows only once a feature fills its page.
 */
export const PROFILE_TABS: Readonly<Record<ProfileVariant, readonly ProfileTab[]>> = {
  classic: [
    { page: "profile", label: msg`My profile` },
    { page: "editProfile", label: msg`Edit profile` },
    { page: "verify", label: msg`Verification` },
    { page: "transactions", label: msg`Transactions` },
    { page: "favorites", label: msg`Favourites` },
    { page: "referAFriend", label: msg`Refer a friend` },
    { page: "statistics", label: msg`Statistics` },
  ],
  v2: [
    { page: "myProfile", label: msg`My profile` },
    { page: "balance", label: msg`Balance` },
    { page: "profile2Verification", label: msg`Verification` },
    { page: "myBonuses", label: msg`My bonuses` },
    { page: "profile2VipClub", label: msg`VIP club` },
    { page: "myHistory", label: msg`History` },
    { page: "freezeAccount", label: msg`Take a break` },
    { page: "limits", label: msg`Limits` },
    { page: "statistics", label: msg`Statistics` },
  ],
};

/** The tabs of a layout whose pages are filled (all of them when the filled pages are not known, as in a story). */
export function visibleTabs(variant: ProfileVariant, filled: ReadonlySet<string> | undefined): readonly ProfileTab[] {
  return filled ? PROFILE_TABS[variant].filter((tab) => filled.has(tab.page)) : PROFILE_TABS[variant];
}
