import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../../layout/Inline.tsx";
import { linkButton } from "./link-button.css.ts";
import { linkButtonVariants, type LinkButtonVariant } from "./link-button-variants.ts";

/** A link with a button's look; in the app the class goes on the shell's PageLink or ModalLink. */
function Link({ variant, children }: { variant: LinkButtonVariant; children: string }) {
  return (
    <a href="#deposit" className={linkButton({ variant })}>
      {children}
    </a>
  );
}

const meta = {
  title: "Primitives/Link button",
  component: Link,
  args: { variant: "primary", children: "Deposit" },
  argTypes: { variant: { control: "inline-radio", options: linkButtonVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {linkButtonVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant === "primary" ? "Deposit" : "Withdraw"}
        </Link>
      ))}
    </Inline>
  ),
};
