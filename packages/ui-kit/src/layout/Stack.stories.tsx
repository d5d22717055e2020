import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../components/Button/Button.tsx";
import { Box } from "./Box.tsx";
import { Inline } from "./Inline.tsx";
import { Stack, stackAligns } from "./Stack.tsx";
import { Text } from "./Text.tsx";

const meta = {
  title: "Layout/Stack and Inline",
  component: Stack,
  args: { gap: "md", align: "stretch" },
  argTypes: {
    gap: { control: "select", options: ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl"] },
    align: { control: "inline-radio", options: stackAligns },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  render: (args) => (
    <Box background="raised" borderRadius="card" boxShadow="md" padding={{ mobile: "md", tablet: "lg" }} maxWidth="prose">
      <Stack {...args}>
        <Text as="h3" size="xl" font="heading" weight="heading">
          Weekly cashback
        </Text>
        <Text tone="secondary">Get 10% of your net losses back every Monday, credited to your rakeback calendar.</Text>
        <Inline gap="sm" justify="end">
          <Button variant="ghost">Details</Button>
          <Button>Activate</Button>
        </Inline>
      </Stack>
    </Box>
  ),
};
