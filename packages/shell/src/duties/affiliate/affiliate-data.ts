import { AFFILIATE_TOKEN_STORAGE_KEY, MARKETING_PARAMETERS, marketingValue, type MarketingParameter, type StoredMarketingValue } from "@casino/domain";
import { readStored, readStoredJson, removeStored } from "../browser-storage.ts";
import { FIRST_URL_STORAGE_KEY } from "./affiliate-storage.ts";

// What the captures stored, read back by the sign-up, login and tracking calls: a file apart from the capture, which
// runs on every first paint, so the first download carries only the writing side.

function storedMarketing(name: MarketingParameter): StoredMarketingValue | null {
  const saved = readStoredJson(name) as Partial<StoredMarketingValue> | null;
  if (saved && typeof saved.value === "string" && typeof saved.savedAt === "number") return { value: saved.value, savedAt: saved.savedAt };
  if (saved !== null) removeStored(name);
  return null;
}

export type AffiliateData = { token: string | null } & Record<MarketingParameter, string | null>;

/** For the sign-up and login payloads (`token`, `cpnc`, `mkt`) and the 1-click PID check (`pid`). */
export function getAffiliateData(now: Date = new Date()): AffiliateData {
  const data: AffiliateData = { token: readStored(AFFILIATE_TOKEN_STORAGE_KEY), cpnc: null, mkt: null, pid: null };
  for (const name of MARKETING_PARAMETERS) data[name] = marketingValue(name, storedMarketing(name), now);
  return data;
}

export const getFirstUrl = (): string | null => readStored(FIRST_URL_STORAGE_KEY);
