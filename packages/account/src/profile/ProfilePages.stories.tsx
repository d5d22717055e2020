import type { Meta, StoryObj } from "@storybook/react-vite";
import { countriesQueryOptions, userDetailsQueryKey } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { BalancePage } from "./BalancePage.tsx";
import { EditProfilePage } from "./EditProfilePage.tsx";
import { MyProfilePage } from "./MyProfilePage.tsx";
import { ProfilePage } from "./ProfilePage.tsx";
import { freshPlayer, sampleCountries, samplePlayer } from "./profile-fixtures.ts";

/** Logged in with the player and the countries in the query cache (no network in Storybook). */
const loggedIn = (player = samplePlayer()) =>
  withShellFrame({
    seed: (queryClient) => {
      useSessionStore.setState({ token: "story" });
      queryClient.setQueryData(userDetailsQueryKey, player);
      queryClient.setQueryData(countriesQueryOptions().queryKey, sampleCountries);
    },
  });

const meta = { title: "Account/Profile/Pages", component: ProfilePage, decorators: [loggedIn()] } satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const EditProfile: Story = { render: () => <EditProfilePage />, decorators: [loggedIn(freshPlayer())] };
export const MyProfileV2: Story = { render: () => <MyProfilePage />, decorators: [loggedIn(freshPlayer())] };
export const Balance: Story = { render: () => <BalancePage /> };
export const BalanceMultiWallet: Story = {
  render: () => <BalancePage />,
  decorators: [
    withShellFrame({
      brand: { useMultiWallet: true },
      seed: (queryClient) => {
        useSessionStore.setState({ token: "story" });
        queryClient.setQueryData(userDetailsQueryKey, samplePlayer());
      },
    }),
  ],
};
