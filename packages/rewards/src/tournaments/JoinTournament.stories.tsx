import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { JoinTournamentView } from "./JoinTournament.tsx";
import { RUNNING_RACE } from "./tournament-fixtures.ts";

const meta = {
  title: "Rewards/Tournaments/JoinTournament",
  component: JoinTournamentView,
  decorators: [withShellFrame({})],
  args: { tournament: RUNNING_RACE, guest: false, pending: false, error: null, onJoin: () => {}, onLogIn: () => {} },
} satisfies Meta<typeof JoinTournamentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { args: { guest: true } };
export const NotJoined: Story = {};
export const NotJoinedTournament: Story = { args: { tournament: { ...RUNNING_RACE, kind: "tournament" } } };
export const Joining: Story = { args: { pending: true } };
export const Joined: Story = { args: { tournament: { ...RUNNING_RACE, joined: true } } };
export const RefusedFinished: Story = { args: { error: new ApiError(409, "TOURNAMENT_FINISHED", "This tournament has finished") } };
export const RefusedSelfExcluded: Story = { args: { error: new ApiError(409, "SELF_EXCLUDED", "Self-excluded") } };
export const RefusedOther: Story = { args: { error: new ApiError(500, "INTERNAL_ERROR", "Oops") } };
