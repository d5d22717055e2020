import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfileFormSkeleton } from "./ProfileFormSkeleton.tsx";
import { freshPlayer, sampleCountries, samplePlayer } from "./profile-fixtures.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

const meta = {
  title: "Account/Profile/ProfileForm",
  component: ProfileForm,
  args: {
    user: freshPlayer(),
    countries: sampleCountries.allCountries,
    now: NOW,
    onSubmit: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
    success: null,
    error: null,
    pending: false,
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First paint, while the player and the countries load. */
export const Loading: Story = { render: () => <ProfileFormSkeleton /> };

/** A new player: only the first name is locked; 1900-01-01 shows as 18 years before today. */
export const Filled: Story = {};

/** Verified, KYC approved, everything given: every spec §4 lock, each with its reason. */
export const LockedFields: Story = { args: { user: samplePlayer() } };

export const Saving: Story = { args: { pending: true } };

export const Saved: Story = { args: { success: "Profile updated" } };

/** Network, timeout or 5xx: "Try again later" with Retry, nothing typed is lost. */
export const SaveError: Story = { args: { error: { kind: "unavailable" } } };

/** The server's message as the error, and its code at the field. */
export const ServerMessageAtField: Story = {
  args: {
    error: {
      kind: "server",
      code: "EMAIL_TAKEN",
      message: "This email is already registered",
      field: "email",
      fieldCode: "EMAIL_TAKEN",
    },
  },
};
