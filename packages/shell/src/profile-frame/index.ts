// The profile frame (@casino/shell/profile-frame), an entry of its own: only the pages that draw it import it, so the
// first download's chunk (which holds everything the shell's main entry exports) does not carry it.
export { ProfileFrame } from "./ProfileFrame.tsx";
export type { ProfileFrameProps } from "./ProfileFrame.tsx";
export { PROFILE_TABS, profileVariants } from "./profile-tabs.ts";
export type { ProfileTab, ProfileVariant } from "./profile-tabs.ts";
