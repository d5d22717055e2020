import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Stack } from "../../layout/Stack.tsx";
import { Text } from "../../layout/Text.tsx";
import { Button } from "../Button/Button.tsx";
import { TextField } from "../TextField/TextField.tsx";
import { Dialog, dialogSizes, type DialogProps } from "./Dialog.tsx";

function Demo(props: Omit<DialogProps, "open" | "onClose">) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        actions={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Log in</Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Demo,
  args: {
    title: "Log in",
    size: "md",
    disableBackdropClose: false,
    children: (
      <Stack gap="md">
        <Text tone="secondary">Welcome back. Escape, the close button or a click outside closes this dialog.</Text>
        <TextField label="Email" type="email" autoComplete="email" />
        <TextField label="Password" type="password" autoComplete="current-password" />
      </Stack>
    ),
  },
  argTypes: { size: { control: "inline-radio", options: dialogSizes } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BackdropCloseDisabled: Story = {
  args: {
    title: "Payment in progress",
    disableBackdropClose: true,
    children: <Text>Please do not refresh the page while we confirm your deposit.</Text>,
  },
};

/** An urgent question (role alertdialog, described by its body): read aloud as it opens. */
export const Alert: Story = {
  args: {
    title: "Are you still there?",
    size: "sm",
    alert: true,
    children: <Text>You will be logged out in 45 seconds because you have been inactive.</Text>,
  },
};

export const LongContent: Story = {
  args: {
    title: "Bonus terms",
    size: "lg",
    children: (
      <Stack gap="sm">
        {Array.from({ length: 30 }, (_, index) => (
          <Text key={index} as="p">
            {index + 1}. Wagering applies to bonus funds only, within the stated validity period.
          </Text>
        ))}
      </Stack>
    ),
  },
};

/** A side sheet at the inline end, full height (the deposit sidebar); in RTL it opens on the left. */
export const Sheet: Story = {
  args: {
    title: "Deposit",
    size: "sheet",
    children: <Text>The deposit form, beside the page the player is on.</Text>,
  },
};
