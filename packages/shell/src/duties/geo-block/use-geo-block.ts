import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import Cookies from "js-cookie";
import { locationQueryOptions, type Location } from "@casino/api-client";
import {
  COUNTRY_CHECK_STORAGE_KEY,
  COUNTRY_COOKIE,
  WHITELISTED_STORAGE_KEY,
  WHITELIST_QUERY_PARAMETER,
  geoBlockDecision,
  isBot,
  isWhitelistedVisitor,
} from "@casino/domain";
import { useSession } from "../../session/use-session.ts";
import { useSettings } from "../../settings/settings-context.tsx";
import { readStored, userAgent, writeStored } from "../browser-storage.ts";

/** The visitor's country cookie (read by the mirror-domain registration restriction); refreshed daily. */
const COUNTRY_COOKIE_DAYS = 1;

export type GeoBlockState = { blocked: false } | { blocked: true; location: Location["location"]; markVerified: (country: string) => void };

/** Spec §4 geo block, for guests: the location (cached 60 s) against the brand's lists and the visitor's flags. */
export function useGeoBlock(): GeoBlockState {
  const { excludedCountryCodeList, whitelistedIPs } = useSettings();
  const { isAuthenticated } = useSession();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const whitelistedInUrl = new URLSearchParams(searchStr).get(WHITELIST_QUERY_PARAMETER);
  const [verified, setVerified] = useState(() => readStored(COUNTRY_CHECK_STORAGE_KEY) !== null);
  const bot = isBot(userAgent());
  const whitelisted = isWhitelistedVisitor(whitelistedInUrl, readStored(WHITELISTED_STORAGE_KEY));

  useEffect(() => {
    if (whitelistedInUrl === "1") writeStored(WHITELISTED_STORAGE_KEY, "true");
  }, [whitelistedInUrl]);

  const location = useQuery({ ...locationQueryOptions(), enabled: !isAuthenticated && !bot }).data?.location;

  useEffect(() => {
    if (location) Cookies.set(COUNTRY_COOKIE, location.country.code, { expires: COUNTRY_COOKIE_DAYS, sameSite: "Lax", path: "/" });
  }, [location]);

  if (!location) return { blocked: false };
  const { blocked } = geoBlockDecision({
    location: { countryCode: location.country.code, subdivisionCodes: location.ipInfo.subdivisions.map((s) => s.code), ip: location.ipInfo.ip },
    excludedCountries: excludedCountryCodeList,
    whitelistedIPs,
    isAuthenticated,
    isBot: bot,
    isWhitelisted: whitelisted,
    isVerified: verified,
  });
  if (!blocked) return { blocked: false };
  return {
    blocked: true,
    location,
    markVerified: (country) => {
      writeStored(COUNTRY_CHECK_STORAGE_KEY, country);
      setVerified(true);
    },
  };
}
