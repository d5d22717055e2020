import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../../layout/Stack.tsx";
import { ProgressBar, progressTones } from "./ProgressBar.tsx";

const meta = {
  title: "Feedback/ProgressBar",
  component: ProgressBar,
  args: { label: "Wagering progress", value: 40, max: 100, tone: "brand", size: "md", hideLabel: false },
  argTypes: {
    tone: { control: "inline-radio", options: progressTones },
    size: { control: "inline-radio", options: ["sm", "md"] },
    value: { control: { type: "range", min: 0, max: 100 } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Indeterminate: Story = { args: { label: "Loading games", value: undefined } };

export const WithValueText: Story = { args: { label: "VIP level 3", value: 1200, max: 2000, valueText: "1,200 / 2,000 points" } };

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {progressTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={tone} />
      ))}
    </Stack>
  ),
};
