import type { LoginPayload } from "@casino/api-client";
import { getAffiliateData } from "@casino/shell";
import { deviceData, readUidToken } from "../device/client-data.ts";
import type { LoginValues } from "./login-schema.ts";

/** Spec §7 login payload: the typed credentials, the affiliate campaign values, the device data and the uid token. */
export function buildLoginPayload(values: LoginValues): LoginPayload {
  const affiliate = getAffiliateData();
  const payload: LoginPayload = { email: values.email, password: values.password, cpnc: affiliate.cpnc, mkt: affiliate.mkt, ...deviceData() };
  const uidToken = readUidToken();
  if (uidToken) payload.uidToken = uidToken;
  return payload;
}
