import { deviceTypeOf } from "@casino/domain";

/** Spec §9 local storage key of the connect uid token, sent as uidToken with login and sign-up. */
export const UID_TOKEN_STORAGE_KEY = "connect_uid_token";

export function readUidToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(UID_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage disabled (privacy modes): nothing stored.
    return null;
  }
}

/** The device data of the login and sign-up payloads (spec §3, §7). */
export function deviceData(): { userDeviceType: "mobile" | "desktop"; screenResolution: string } {
  return { userDeviceType: deviceTypeOf(globalThis.navigator?.userAgent), screenResolution: `${window.screen.width}x${window.screen.height}` };
}
