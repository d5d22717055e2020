import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { IconButton } from "../IconButton/IconButton.tsx";
import { TextField } from "./TextField.tsx";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Email", type: "email", placeholder: "you@example.com", disabled: false },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = { args: { label: "Password", type: "password", hint: "At least 6 characters" } };

export const WithError: Story = {
  args: { label: "Email", defaultValue: "player@", error: "Email format required", hint: "We send your receipts here" },
};

export const Amount: Story = {
  args: { label: "Deposit amount", inputMode: "decimal", defaultValue: "25", startAdornment: "€" },
};

function PasswordField() {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="Password"
      type={shown ? "text" : "password"}
      endAdornment={
        <IconButton size="sm" icon={shown ? "eyeOff" : "eye"} label={shown ? "Hide password" : "Show password"} onClick={() => setShown(!shown)} />
      }
    />
  );
}

export const WithAction: Story = { render: () => <PasswordField /> };

export const Disabled: Story = { args: { label: "Email", defaultValue: "locked@example.com", disabled: true, hint: "Verified emails cannot change" } };
