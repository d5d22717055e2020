import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServiceUnavailablePage } from "./ServiceUnavailablePage.tsx";

const meta = {
  title: "Shell/Boot/ServiceUnavailablePage",
  component: ServiceUnavailablePage,
  args: { brandName: "Demo Casino", retrying: false, onRetry: () => undefined },
} satisfies Meta<typeof ServiceUnavailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Retrying: Story = { args: { retrying: true } };
