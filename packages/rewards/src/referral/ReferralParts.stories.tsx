import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { REFERRAL } from "./referral-fixtures.ts";
import { ReferralClaim } from "./ReferralClaim.tsx";
import { ReferralLinkPanel } from "./ReferralLinkPanel.tsx";

const noop = () => undefined;
const LINK = "https://casino.example/?ref=AB12CD34EF";

/** The link panel (its Copy outcomes and Share: the ui-kit's Forms/CopyField stories). */
const linkMeta = {
  title: "Rewards/Referral/Parts",
  component: ReferralLinkPanel,
  args: { link: LINK },
  decorators: [withShellFrame()],
} satisfies Meta<typeof ReferralLinkPanel>;

export default linkMeta;
type Story = StoryObj<typeof linkMeta>;

export const Link: Story = {};

const claim = (props: Partial<Parameters<typeof ReferralClaim>[0]>) => (
  <ReferralClaim referral={REFERRAL} pending={false} outcome={null} onClaim={noop} {...props} />
);
export const ClaimReady: Story = { render: () => claim({}) };
export const ClaimPending: Story = { render: () => claim({ pending: true }) };
export const Claimed: Story = {
  render: () => claim({ referral: { ...REFERRAL, claimed: 25, claimable: 0 }, outcome: { kind: "claimed", amount: 20, currencyCode: "EUR" } }),
};
export const ClaimNothingToClaim: Story = { render: () => claim({ outcome: { kind: "nothing_to_claim" } }) };
export const ClaimSelfExcluded: Story = { render: () => claim({ outcome: { kind: "self_excluded" } }) };
export const ClaimFailed: Story = { render: () => claim({ outcome: { kind: "failed" } }) };
