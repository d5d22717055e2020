import type { MirrorDomain, RegistrationConfig } from "../settings/app-settings.ts";
import type { VisitorDeviceType } from "./device-type.ts";

/** The visitor's country as a cookie: written by the shell from get-location, read by the mirror restriction. */
export const COUNTRY_COOKIE = "country-code";

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const hostOf = (url: string) => {
  try {
    return new URL(url.includes("://") ? url : `https://${url}`).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return url.toLowerCase();
  }
};

/** The mirror domain the visitor is on, by host name (a leading www. is ignored). */
export function mirrorDomainFor(mirrors: readonly MirrorDomain[], host: string): MirrorDomain | undefined {
  const visited = hostOf(host);
  return mirrors.find((mirror) => hostOf(mirror.url) === visited);
}

/** from <= now < to; a window whose end is before its start runs over midnight; from == to is the whole day. */
export function isInTimeWindow(window: Pick<RegistrationConfig, "from" | "to">, now: Date): boolean {
  const at = now.getHours() * 60 + now.getMinutes();
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  if (from === to) return true;
  return from < to ? at >= from && at < to : at >= from || at < to;
}

export interface RegistrationRestrictionInput {
  mirrorDomains: readonly MirrorDomain[];
  host: string;
  /** The country cookie; no cookie, no restriction. */
  countryCode: string | null | undefined;
  deviceType: VisitorDeviceType;
  /** Compared in the visitor's local time (HH:MM). */
  now: Date;
}

/** Spec §4: restricted when this mirror has a window for the visitor's country and device covering the local time. */
export function isRegistrationRestricted({ mirrorDomains, host, countryCode, deviceType, now }: RegistrationRestrictionInput): boolean {
  if (!countryCode) return false;
  const country = countryCode.toUpperCase();
  const windows = mirrorDomainFor(mirrorDomains, host)?.settings.registrationConfigs ?? [];
  return windows.some(
    (window) => window.country === country && (window.deviceType === "all" || window.deviceType === deviceType) && isInTimeWindow(window, now),
  );
}
