import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { Dialog } from "@casino/ui-kit";
import { VISIBLE_METHODS, WELCOME_BONUS } from "./deposit-fixtures.ts";
import { DepositForm } from "./DepositForm.tsx";
import * as sidebar from "./DepositSidebar.css.ts";

const meta = {
  title: "Cashier/Deposit/DepositForm",
  component: DepositForm,
  args: {
    methods: VISIBLE_METHODS,
    currency: "EUR",
    crypto: false,
    remainingLimit: null,
    bonuses: [],
    activeBonusName: null,
    version: 1,
    showAllFields: false,
    allowWithoutAddress: false,
    busy: false,
    failure: null,
    onPay: () => undefined,
  },
  decorators: [withShellFrame()],
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Methods: Story = {};
export const WithRemainingLimit: Story = { args: { remainingLimit: 60 } };
export const Bonuses: Story = { args: { bonuses: [WELCOME_BONUS] } };
/** Choose "Welcome 100%" to see the warning and the confirmation Pay asks for: the active bonus ends once the deposit is confirmed. */
export const BonusWarning: Story = { args: { bonuses: [WELCOME_BONUS], activeBonusName: "Reload 50%" } };
export const InFlight: Story = { args: { busy: true } };
export const FailedWithRetry: Story = { args: { failure: { kind: "connection" } } };
export const LimitReached: Story = { args: { failure: { kind: "refused", code: "PAYMENT_LIMIT_THRESHOLD" }, remainingLimit: 0 } };
export const NeedsVerification: Story = { args: { failure: { kind: "refused", code: "DEPOSIT_COUNTRY_BLOCK" } } };
export const TwoSteps: Story = { args: { version: 2 } };
export const Sidebar: Story = {
  render: (args) => (
    <Dialog open onClose={() => undefined} title="Deposit" size="lg">
      <div className={sidebar.sheetBody}>
        <DepositForm {...args} />
      </div>
    </Dialog>
  ),
};
