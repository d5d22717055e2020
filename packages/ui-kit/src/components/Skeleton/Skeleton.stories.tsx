import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../../layout/Inline.tsx";
import { Stack } from "../../layout/Stack.tsx";
import { Skeleton, skeletonShapes } from "./Skeleton.tsx";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  args: { shape: "text", lines: 3 },
  argTypes: { shape: { control: "inline-radio", options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const GameTile: Story = {
  render: () => (
    <div style={{ maxWidth: 220 }}>
      <Stack gap="xs">
        <Skeleton shape="rect" height="9rem" />
        <Skeleton width="70%" />
        <Inline gap="xs">
          <Skeleton shape="circle" width="1.5rem" />
          <Skeleton width="40%" />
        </Inline>
      </Stack>
    </div>
  ),
};
