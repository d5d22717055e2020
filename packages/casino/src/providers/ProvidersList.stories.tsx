import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { withShellFrame } from "@casino/shell/story-support";
import { PROVIDERS } from "../lobby/lobby-fixtures.ts";
import { ProvidersList, ProvidersListSkeleton } from "./ProvidersList.tsx";
import { LoadError } from "@casino/shell";

const MANY = Array.from({ length: 44 }, (_, i) => ({ id: i + 1, slug: `studio-${i + 1}`, name: `Studio ${i + 1}`, gameCount: 40 + i * 7 }));

const meta = {
  title: "Casino/Providers/ProvidersList",
  component: ProvidersList,
  args: { providers: PROVIDERS, filter: "", onFilterChange: () => undefined },
  decorators: [withShellFrame()],
  // The filter works in the story: the list narrows as you type.
  render: function Render(args) {
    const [filter, setFilter] = useState(args.filter);
    return <ProvidersList {...args} filter={filter} onFilterChange={setFilter} />;
  },
} satisfies Meta<typeof ProvidersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const FortyFourStudios: Story = { args: { providers: MANY } };
export const Filtered: Story = { args: { filter: "play" } };
export const NoMatch: Story = { args: { filter: "zzz" } };
export const Empty: Story = { args: { providers: [] } };
export const Loading: Story = { render: () => <ProvidersListSkeleton /> };
export const LoadFailed: Story = { render: () => <LoadError onRetry={() => undefined} /> };
