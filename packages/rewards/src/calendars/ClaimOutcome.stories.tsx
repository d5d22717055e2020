import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError, NetworkError } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { ClaimOutcomeView } from "./ClaimOutcome.tsx";
import { CALENDAR_BONUS_ID } from "./calendar-fixtures.ts";

const refused = (status: number, code: string) => ({ kind: "failure" as const, date: "2026-03-11", error: new ApiError(status, code, code) });

const meta = {
  title: "Rewards/Calendars/ClaimOutcome",
  component: ClaimOutcomeView,
  decorators: [withShellFrame()],
  args: { outcome: { kind: "success", date: "2026-03-11", claim: { amount: 3.2, bonusId: CALENDAR_BONUS_ID } }, currency: "EUR", onDismiss: () => undefined },
} satisfies Meta<typeof ClaimOutcomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Claimed: Story = {};
export const ClaimedCrypto: Story = { args: { currency: "BTC", crypto: true, outcome: { kind: "success", date: "2026-03-11", claim: { amount: 0.00012345, bonusId: CALENDAR_BONUS_ID } } } };
export const AlreadyClaimed: Story = { args: { outcome: refused(409, "ALREADY_CLAIMED") } };
export const NotClaimable: Story = { args: { outcome: refused(400, "NOT_CLAIMABLE") } };
export const NothingToClaim: Story = { args: { outcome: refused(400, "NOTHING_TO_CLAIM") } };
export const SelfExcluded: Story = { args: { outcome: refused(409, "SELF_EXCLUDED") } };
export const CalendarGone: Story = { args: { outcome: refused(404, "BONUS_NOT_FOUND") } };
export const ServerError: Story = { args: { outcome: refused(500, "HTTP_500") } };
export const Unreachable: Story = { args: { outcome: { kind: "failure", date: "2026-03-11", error: new NetworkError("/api/user/rakeback-claim") } } };
