import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button.tsx";
import { Stack } from "../../layout/Stack.tsx";
import { Text } from "../../layout/Text.tsx";
import { Surface, surfaceElements, surfacePaddings } from "./Surface.tsx";

const meta = {
  title: "Primitives/Surface",
  component: Surface,
  args: { as: "section", padding: "lg" },
  argTypes: {
    as: { control: "select", options: surfaceElements },
    padding: { control: "inline-radio", options: surfacePaddings },
  },
  render: (args) => (
    <Surface {...args} aria-label="Balance">
      <Text as="h2" size="lg" font="heading" weight="heading">
        Your balance
      </Text>
      <Text as="p">€ 150.00 cash, € 20.00 bonus</Text>
      <Button>Deposit</Button>
    </Surface>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** `lg` (steps down to `md` on phones) beside `md` (withdrawal sections). */
export const Paddings: Story = {
  render: (args) => (
    <Stack gap="md">
      {surfacePaddings.map((padding) => (
        <Surface key={padding} {...args} padding={padding}>
          <Text as="p">padding {padding}</Text>
        </Surface>
      ))}
    </Stack>
  ),
};

/** A fieldset keeps its legend and its group role. */
export const Fieldset: Story = {
  args: { as: "fieldset" },
  render: (args) => (
    <Surface {...args}>
      <legend>Contact details</legend>
      <Text as="p">E-mail and phone fields go here.</Text>
    </Surface>
  ),
};
