import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadError } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { DepositSkeleton, KycRequired, NoMethods, RemainingLimit } from "./DepositNotices.tsx";

const meta = {
  title: "Cashier/Deposit/States",
  component: DepositSkeleton,
  decorators: [withShellFrame()],
} satisfies Meta<typeof DepositSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const NoMethodsEmpty: Story = { render: () => <NoMethods /> };
export const LoadFailed: Story = { render: () => <LoadError onRetry={() => undefined} /> };
export const VerifyFirst: Story = { render: () => <KycRequired /> };
export const Limit: Story = { render: () => <RemainingLimit remaining={60} currency="EUR" crypto={false} /> };
export const LimitUsedUp: Story = { render: () => <RemainingLimit remaining={0} currency="EUR" crypto={false} /> };
