import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { GameFrame } from "./GameFrame.tsx";
import { PlayBar } from "./PlayBar.tsx";
import * as styles from "./PlayPage.css.ts";
import { PlaySkeleton } from "./PlaySkeleton.tsx";

// A stand-in for the provider's page: Storybook has no sandbox to launch from.
const GAME_PAGE = `data:text/html,${encodeURIComponent("<body style='margin:0;display:grid;place-items:center;height:100vh;background:#123;color:#fff;font:2rem sans-serif'>♣ ♦ ★</body>")}`;

const meta = {
  title: "Casino/Play/PlayBar",
  component: PlayBar,
  args: {
    name: "Book of Sandbox",
    slug: "book-of-sandbox",
    mode: "real",
    clock: "00:12",
    balance: "€97.50",
    net: { text: "-€2.50", direction: -1 },
    showDeposit: true,
    onFullscreen: (() => undefined) as (() => void) | undefined,
  },
  decorators: [withShellFrame()],
} satisfies Meta<typeof PlayBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealMoney: Story = {};
export const Winning: Story = { args: { balance: "€142.00", net: { text: "+€42.00", direction: 1 }, clock: "01:05" } };
export const DemoPlayMoney: Story = { args: { mode: "demo", balance: "€1,000.00", net: { text: "€0.00", direction: 0 }, showDeposit: false } };
export const Launching: Story = { args: { clock: null, balance: null, net: null } };
/** The game refused a spin (issue 27 point 7): its code's text on a line of its own. */
export const SpinRefused: Story = { args: { refusal: "This bet would go over your daily bet limit. Lower your bet or wait until the limit resets." } };
export const LongNameNoFullscreen: Story = { args: { name: "Lightning Roulette Live with a Very Long Name Indeed", onFullscreen: undefined } };
export const PlayingWithBar: Story = {
  render: (args) => (
    <div className={styles.page}>
      <PlayBar {...args} />
      <GameFrame title={args.name} url={GAME_PAGE} />
    </div>
  ),
};
export const PageLoading: Story = { render: () => <PlaySkeleton /> };
export const GameStarting: Story = { render: (args) => <GameFrame title={args.name} url={null} /> };
