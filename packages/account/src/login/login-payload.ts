import type { LoginPayload } from "@casino/api-client";
import { getAffiliateData } from "@casino/shell";
import type { LoginValues } from "./login-schema.ts";

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** Spec §7 login payload: the typed credentials, the affiliate campaign values and the device data. */
export function buildLoginPayload(values: LoginValues): LoginPayload {
  const affiliate = getAffiliateData();
  const payload: LoginPayload = {
    email: values.email,
    password: values.password,
    cpnc: affiliate.cpnc,
    mkt: affiliate.mkt,
    userDeviceType: MOBILE_AGENT.test(navigator.userAgent) ? "mobile" : "desktop",
    screenResolution: `${window.screen.width}x${window.screen.height}`,
  };
  if (affiliate.token) payload.uidToken = affiliate.token;
  return payload;
}
