import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { countriesQueryOptions, currenciesQueryOptions, locationQueryOptions, registrationFieldsQueryOptions } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { SignUpFlow } from "./SignUpFlow.tsx";
import { COUNTRIES, CURRENCIES, REGISTRATION_FIELDS, locationData } from "./sign-up-fixtures.ts";

/** Fills the query cache with the sign-up catalogue, the visitor in `country`. */
const catalogue = (country: string, withCountries = true) => (queryClient: QueryClient) => {
  queryClient.setQueryData(registrationFieldsQueryOptions().queryKey, REGISTRATION_FIELDS);
  if (withCountries) queryClient.setQueryData(countriesQueryOptions().queryKey, COUNTRIES);
  queryClient.setQueryData(currenciesQueryOptions().queryKey, CURRENCIES.currencies);
  queryClient.setQueryData(locationQueryOptions().queryKey, locationData(country));
};

/** Keeps the catalogue loading (skeletons). */
const loading = (queryClient: QueryClient) => {
  void queryClient.prefetchQuery({ queryKey: countriesQueryOptions().queryKey, queryFn: () => new Promise<never>(() => undefined) });
};

/** The countries call failed (Data loading error with Retry). */
const failed = (queryClient: QueryClient) => {
  catalogue("DE", false)(queryClient);
  void queryClient.prefetchQuery({ queryKey: countriesQueryOptions().queryKey, queryFn: () => Promise.reject(new Error("offline")), retry: false });
};

const meta = {
  title: "Account/SignUpFlow",
  component: SignUpFlow,
  args: { linkAccount: false, onLogin: () => undefined, onDone: () => undefined },
  decorators: [(Story) => <div style={{ maxInlineSize: "26rem" }}>{Story()}</div>],
} satisfies Meta<typeof SignUpFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullForm: Story = { decorators: [withShellFrame({ seed: catalogue("DE") })] };

/** use1ClickRegistration: the choice between One click and the e-mail form. */
export const OneClickChoice: Story = { decorators: [withShellFrame({ brand: { use1ClickRegistration: true }, seed: catalogue("DE") })] };

export const ShortForm: Story = { decorators: [withShellFrame({ brand: { emailPhoneRegistration: true }, seed: catalogue("DE") })] };

/** A visitor from a country the brand excludes: a message instead of the form. */
export const RestrictedCountry: Story = { decorators: [withShellFrame({ seed: catalogue("US") })] };

export const Loading: Story = { decorators: [withShellFrame({ seed: loading })] };

export const LoadError: Story = { decorators: [withShellFrame({ seed: failed })] };

/** The linked-account modal's form (no log-in link). */
export const LinkedAccount: Story = { args: { linkAccount: true }, decorators: [withShellFrame({ seed: catalogue("DE") })] };
