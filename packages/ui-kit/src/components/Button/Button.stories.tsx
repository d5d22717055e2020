import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../../layout/Inline.tsx";
import { Stack } from "../../layout/Stack.tsx";
import { Button, buttonSizes, buttonVariants } from "./Button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Deposit", variant: "primary", size: "md", loading: false, fullWidth: false, disabled: false },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm" align="end">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const Loading: Story = { args: { loading: true, children: "Paying" } };

export const WithIcons: Story = { args: { iconEnd: "chevronDown", children: "More games" } };

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, size: "lg", children: "Claim bonus" },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Stack gap="sm">
        <Button {...args} />
        <Button {...args} variant="secondary">
          Later
        </Button>
      </Stack>
    </div>
  ),
};
