import type { Meta, StoryObj } from "@storybook/react-vite";
import { TransportError } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { CategoryRowsView } from "./CategoryRowsView.tsx";
import { CATEGORIES, category } from "./lobby-fixtures.ts";

const meta = {
  title: "Casino/Lobby/CategoryRows",
  component: CategoryRowsView,
  args: { status: "success", categories: CATEGORIES, onRetry: () => undefined },
  decorators: [withShellFrame()],
} satisfies Meta<typeof CategoryRowsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { status: "pending", categories: [] } };
/** Every category empty: the rows are left out and the lobby goes straight on to the game grid. */
export const Empty: Story = { args: { categories: [category("new", "New", 0), category("jackpots", "Jackpots", 0)] } };
export const DataError: Story = { args: { status: "error", categories: [], error: new Error("schema") } };
export const Offline: Story = {
  args: { status: "error", categories: [], error: new TransportError("/api/admin/get-full-category-list") },
};
/** The rows before embla arrives. */
export const Plain: Story = { args: { enhance: false } };
