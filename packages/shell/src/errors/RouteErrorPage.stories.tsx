import type { Meta, StoryObj } from "@storybook/react-vite";
import { NetworkError } from "@casino/api-client";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { RouteErrorPage } from "./RouteErrorPage.tsx";
import { ChunkLoadError } from "./stale-chunk.ts";

/** The page area of a page that failed: what failed, Try again and Go Home (the header and footer stay around it). */
const meta = {
  title: "Shell/Pages/RouteErrorPage",
  component: RouteErrorPage,
  decorators: [withShellFrame()],
  args: { error: new TypeError("Cannot read properties of undefined"), reset: () => undefined },
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenderError: Story = {};

export const ServerUnreachable: Story = { args: { error: new NetworkError("offline") } };

/** Shown after the one reload a stale chunk gets (the story's sessionStorage holds a recent reload, so none happens). */
export const PageCodeMissing: Story = {
  args: { error: new ChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/DepositPage-x.js")) },
  beforeEach: () => {
    sessionStorage.setItem("casino:stale-chunk-reload", String(Date.now()));
  },
};
