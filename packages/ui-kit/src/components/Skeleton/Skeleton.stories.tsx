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

/** Still: no shimmer of its own, for the minor parts of a larger placeholder (see GameTile). */
export const Still: Story = { args: { shape: "rect", height: "6rem", still: true } };

/** The image shimmers; its text lines stay still, so a screen of tiles starts a third of the animations. */
export const GameTile: Story = {
  render: () => (
    <div style={{ maxWidth: 220 }}>
      <Stack gap="xs">
        <Skeleton shape="rect" height="9rem" />
        <Skeleton width="70%" still />
        <Inline gap="xs">
          <Skeleton shape="circle" width="1.5rem" still />
          <Skeleton width="40%" still />
        </Inline>
      </Stack>
    </div>
  ),
};
