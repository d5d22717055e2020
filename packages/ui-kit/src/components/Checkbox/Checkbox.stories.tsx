import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../../layout/Stack.tsx";
import { Checkbox } from "./Checkbox.tsx";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "Send me news and offers", disabled: false },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RichLabel: Story = {
  args: {
    label: (
      <>
        I am over 18 and accept the <a href="#terms">terms and conditions</a> and the{" "}
        <a href="#privacy">privacy policy</a>
      </>
    ),
    error: "You must accept to continue",
  },
};

export const Group: Story = {
  render: () => (
    <Stack gap="sm">
      <Checkbox label="Email" defaultChecked />
      <Checkbox label="SMS" />
      <Checkbox label="Push notifications" hint="Only on this device" />
    </Stack>
  ),
};
