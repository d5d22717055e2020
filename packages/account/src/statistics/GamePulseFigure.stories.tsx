import type { Meta, StoryObj } from "@storybook/react-vite";
import { gamePulseSeries } from "@casino/domain";
import { withShellFrame } from "@casino/shell/story-support";
import { GamePulseFigure } from "./GamePulseFigure.tsx";
import { HISTORY, spin } from "./test-fixtures.ts";

// A longer, bumpier session: 60 spins of 2 EUR with a few wins.
const LONG = Array.from({ length: 60 }, (_, i) => spin(59 - i, 2, (i * 7) % 11 === 0 ? 14 : (i * 3) % 5 === 0 ? 3 : 0)).flat();

const meta = {
  title: "Account/Statistics/GamePulse",
  component: GamePulseFigure,
  args: { state: { status: "ready", points: gamePulseSeries(HISTORY), currencyCode: "EUR" } },
  decorators: [withShellFrame()],
} satisfies Meta<typeof GamePulseFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chart: Story = {};
export const LongSession: Story = { args: { state: { status: "ready", points: gamePulseSeries(LONG), currencyCode: "EUR" } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Empty: Story = { args: { state: { status: "ready", points: [], currencyCode: "EUR" } } };
export const Error: Story = { args: { state: { status: "error", onRetry: () => undefined } } };
