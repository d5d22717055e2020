import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import Cookies from "js-cookie";
import { locationQueryOptions, type Location } from "@casino/api-client";
import { COUNTRY_CHECK_STORAGE_KEY, WHITELISTED_STORAGE_KEY } from "@casino/domain";
import { resetSessionStore } from "../../session/session-store.ts";
import { AUTH_TOKEN_COOKIE } from "../../session/token-cookie.ts";
import { contentTextsKey, withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { GeoBlock } from "./GeoBlock.tsx";

const US_VISITOR: Location = {
  location: {
    country: { code: "US", name: "United States" },
    ipInfo: { ip: "203.0.113.7", subdivisions: [{ code: "NY", name: "New York" }] },
  },
};

function seedLocation(queryClient: QueryClient) {
  queryClient.setQueryData(locationQueryOptions().queryKey, US_VISITOR);
}

/** A guest in a restricted country who has neither verified nor been whitelisted before. */
function asRestrictedGuest() {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  resetSessionStore();
  localStorage.removeItem(COUNTRY_CHECK_STORAGE_KEY);
  localStorage.removeItem(WHITELISTED_STORAGE_KEY);
}

/**
 * The geo-block duty over everything (it portals to <body> and makes the rest inert). The location query is
 * seeded with a US visitor and the brand excludes US. "Verify my location" asks the browser and the geocoder,
 * which Storybook cannot reach, so it ends in a failure message.
 */
const meta = {
  title: "Shell/Duties/GeoBlock",
  component: GeoBlock,
  beforeEach: asRestrictedGuest,
} satisfies Meta<typeof GeoBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in title and advice. */
export const Blocked: Story = {
  decorators: [withShellFrame({ brand: { excludedCountryCodeList: ["US"] }, seed: seedLocation })],
};

/** The brand's title and advice from the content texts. */
export const BrandTexts: Story = {
  decorators: [
    withShellFrame({
      brand: { excludedCountryCodeList: ["US"] },
      seed: (queryClient, locale) => {
        seedLocation(queryClient);
        queryClient.setQueryData(contentTextsKey(locale), {
          locale,
          texts: {
            "geo-block.title": "Demo Casino is not available here",
            "geo-block.text": "Our licence does not cover your country. We hope to welcome you in the future.",
          },
        });
      },
    }),
  ],
};
