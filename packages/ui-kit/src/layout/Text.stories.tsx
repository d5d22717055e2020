import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text, textSizes, textTones, textWeights } from "./Text.tsx";

const meta = {
  title: "Layout/Text",
  component: Text,
  args: { children: "Welcome bonus: up to 1000 EUR and 100 free spins", size: "md", tone: "primary", weight: "regular", truncate: false },
  argTypes: {
    size: { control: "select", options: textSizes },
    tone: { control: "select", options: textTones },
    weight: { control: "inline-radio", options: textWeights },
    font: { control: "inline-radio", options: ["body", "heading", "mono"] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Heading: Story = { args: { as: "h1", size: "xxxl", font: "heading", weight: "heading" } };
