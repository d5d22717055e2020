import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { tournamentLeaderboardQueryOptions, tournamentsQueryOptions, type Leaderboard, type Tournament } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { seedError, seedLoading, withGuest, withPlayer } from "../test/story-seeds.tsx";
import { FINISHED_TOURNAMENT, RUNNING_RACE, UPCOMING_TOURNAMENT, board } from "./tournament-fixtures.ts";
import { TournamentView } from "./TournamentPage.tsx";
import { BOARD_LIMIT } from "./use-live-leaderboard.ts";

const listKey = (locale: string) => tournamentsQueryOptions({ language: locale }).queryKey;
const boardKey = (id: number) => tournamentLeaderboardQueryOptions(id, BOARD_LIMIT).queryKey;

const seed = (tournament: Tournament, leaderboard?: Leaderboard) => (queryClient: QueryClient, locale: string) => {
  queryClient.setQueryData(listKey(locale), { rows: [tournament], count: 1 });
  if (leaderboard) queryClient.setQueryData(boardKey(tournament.id), leaderboard);
  else seedLoading(queryClient, boardKey(tournament.id));
};

const meta = {
  title: "Rewards/Tournaments/TournamentPage",
  component: TournamentView,
  args: { slug: RUNNING_RACE.slug },
  decorators: [withPlayer],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof TournamentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: Join asks to log in. */
export const RunningGuest: Story = { decorators: [withGuest, withShellFrame({ seed: seed(RUNNING_RACE, board(1, 12, null)) })] };
/** The player has not joined yet. */
export const RunningPlayer: Story = { decorators: [withShellFrame({ seed: seed(RUNNING_RACE, board(1, 12, null)) })] };
/** Joined, own row among the places shown: highlighted, sticking to the board's edge when scrolled out. */
export const JoinedOwnRowShown: Story = { decorators: [withShellFrame({ seed: seed({ ...RUNNING_RACE, joined: true }, board(1, 40, 25)) })] };
/** Joined, far down a full board of 100: pinned after the places shown. */
export const JoinedOwnRowPinned: Story = { decorators: [withShellFrame({ seed: seed({ ...RUNNING_RACE, joined: true }, board(1, 100, 230)) })] };
export const Upcoming: Story = { args: { slug: UPCOMING_TOURNAMENT.slug }, decorators: [withShellFrame({ seed: seed(UPCOMING_TOURNAMENT, board(3, 0, null)) })] };
export const FinishedWinners: Story = { args: { slug: FINISHED_TOURNAMENT.slug }, decorators: [withShellFrame({ seed: seed(FINISHED_TOURNAMENT, board(4, 8, null)) })] };
export const BoardLoading: Story = { decorators: [withShellFrame({ seed: seed(RUNNING_RACE) })] };
export const BoardError: Story = {
  decorators: [withShellFrame({ seed: (qc, locale) => (qc.setQueryData(listKey(locale), { rows: [RUNNING_RACE], count: 1 }), seedError(qc, boardKey(1))) })],
};
export const Loading: Story = { decorators: [withShellFrame({ seed: (qc, locale) => seedLoading(qc, listKey(locale)) })] };
export const Error: Story = { decorators: [withShellFrame({ seed: (qc, locale) => seedError(qc, listKey(locale)) })] };
export const NotFound: Story = { args: { slug: "gone" }, decorators: [withShellFrame({ seed: seed(RUNNING_RACE, board(1, 3, null)) })] };
