import { useEffect, type ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../../layout/Stack.tsx";
import { CopyField, copyFieldKinds, copyStates } from "./CopyField.tsx";

const LINK = "https://casino.example/?ref=AB12CD34EF";

/** A stand-in share sheet (logged to the console) on browsers without one, removed when the story goes. */
function ShareSheet({ children }: { children: ReactNode }) {
  const missing = typeof navigator.share !== "function";
  if (missing) Object.defineProperty(navigator, "share", { value: (data: ShareData) => Promise.resolve(console.info("share", data)), configurable: true });
  useEffect(() => () => void (missing && Reflect.deleteProperty(navigator, "share")), [missing]);
  return children;
}

const meta = {
  title: "Forms/CopyField",
  component: CopyField,
  args: { label: "Top-up address", value: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7", kind: "value", initialState: "idle" },
  argTypes: {
    kind: { control: "inline-radio", options: copyFieldKinds },
    initialState: { control: "inline-radio", options: copyStates },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: "36rem" }}>{Story()}</div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Copied: Story = { args: { initialState: "copied" } };

/** The clipboard refused (spec §8): pressing Copy again selects the value for the device's own copy. */
export const CopyFailed: Story = { args: { initialState: "failed" } };

/** Several values in a list (a bank transfer's details), each with its own Copy. */
export const List: Story = {
  render: () => (
    <Stack gap="sm">
      <CopyField label="IBAN" value="MT84MALT011000012345MTLCAST001S" />
      <CopyField label="BIC" value="MALTMTMT" initialState="copied" />
      <CopyField label="Payment reference" value="DEP-1A2B3C4D" />
    </Stack>
  ),
};

/** A link, the buttons after it; Share shows only where the browser has a share sheet. */
const linkArgs = { label: "Referral link", value: LINK, kind: "link", share: { title: "Casino" } } satisfies Story["args"];

export const Link: Story = { args: linkArgs };

export const LinkCopied: Story = { args: { ...linkArgs, initialState: "copied" } };

export const LinkCopyFailed: Story = { args: { ...linkArgs, initialState: "failed" } };

/** The same link where the device has a share sheet (a stand-in one on browsers without). */
export const LinkWithShareSheet: Story = {
  args: linkArgs,
  decorators: [(Story) => <ShareSheet>{Story()}</ShareSheet>],
};
