import type { DeviceType } from "../settings/app-settings.ts";

/** The visitor's device; a mirror domain's registration window may also say "all". */
export type VisitorDeviceType = Exclude<DeviceType, "all">;

const MOBILE_PATTERN = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|webOS|BlackBerry|Opera Mini|IEMobile/i;

/** The sign-up and log-event `userDeviceType`, and the device a mirror domain's registration window is for. */
export function deviceTypeOf(userAgent: string | null | undefined): VisitorDeviceType {
  return userAgent && MOBILE_PATTERN.test(userAgent) ? "mobile" : "desktop";
}
