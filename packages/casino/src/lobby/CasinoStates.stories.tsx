import type { Meta, StoryObj } from "@storybook/react-vite";
import { TransportError } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { NotFoundState } from "./NotFoundState.tsx";
import { LoadError } from "@casino/shell";

const meta = {
  title: "Casino/Lobby/States",
  component: NotFoundState,
  args: { message: "This game category does not exist.", back: "casino" },
  decorators: [withShellFrame()],
} satisfies Meta<typeof NotFoundState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /casino/categories/<unknown> */
export const CategoryNotFound: Story = {};
/** /providers/<unknown> */
export const ProviderNotFound: Story = { args: { message: "This game provider does not exist.", back: "providers" } };
export const DataLoadingError: Story = { render: () => <LoadError onRetry={() => undefined} error={new Error("schema")} /> };
export const TryAgainLater: Story = { render: () => <LoadError onRetry={() => undefined} error={new TransportError("/api")} /> };
