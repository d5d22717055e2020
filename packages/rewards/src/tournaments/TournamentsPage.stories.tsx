import type { Meta, StoryObj } from "@storybook/react-vite";
import { tournamentsQueryOptions } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { seedError, seedLoading, withPlayer } from "../test/story-seeds.tsx";
import { FINISHED_TOURNAMENT, RUNNING_RACE, UPCOMING_TOURNAMENT } from "./tournament-fixtures.ts";
import { TournamentsPage } from "./TournamentsPage.tsx";

const listKey = (locale: string) => tournamentsQueryOptions({ language: locale }).queryKey;
const ROWS = [{ ...RUNNING_RACE, joined: true }, { ...RUNNING_RACE, id: 2, slug: "multiplier-madness", kind: "tournament" as const, name: "Multiplier madness" }, UPCOMING_TOURNAMENT, FINISHED_TOURNAMENT];

const meta = {
  title: "Rewards/Tournaments/TournamentsPage",
  component: TournamentsPage,
  decorators: [withPlayer],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof TournamentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { decorators: [withShellFrame({ seed: (qc, locale) => qc.setQueryData(listKey(locale), { rows: ROWS, count: ROWS.length }) })] };
/** Every section empty. */
export const Empty: Story = { decorators: [withShellFrame({ seed: (qc, locale) => qc.setQueryData(listKey(locale), { rows: [], count: 0 }) })] };
export const Loading: Story = { decorators: [withShellFrame({ seed: (qc, locale) => seedLoading(qc, listKey(locale)) })] };
export const Error: Story = { decorators: [withShellFrame({ seed: (qc, locale) => seedError(qc, listKey(locale)) })] };
