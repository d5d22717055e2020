import type { Meta, StoryObj } from "@storybook/react-vite";
import { iconNames } from "../../icons/icon-paths.ts";
import { Inline } from "../../layout/Inline.tsx";
import { IconButton, iconButtonSizes, iconButtonVariants } from "./IconButton.tsx";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { label: "Close", icon: "close", variant: "ghost", size: "md" },
  argTypes: {
    icon: { control: "select", options: iconNames },
    variant: { control: "inline-radio", options: iconButtonVariants },
    size: { control: "inline-radio", options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`${args.label} (${variant})`} />
      ))}
    </Inline>
  ),
};

/** A character instead of an icon, for a button repeated on every item of a long list (the lobby grid's "i"). */
export const Glyph: Story = {
  render: ({ variant = "ghost", size = "md" }) => (
    <Inline gap="sm">
      <IconButton label="Stats of Book of Ra" glyph="i" variant={variant} size={size} />
      <IconButton label="Close the stats of Book of Ra" glyph={"\u00d7"} variant={variant} size={size} />
    </Inline>
  ),
};
