import { describe, expect, it } from "vitest";
import { captureAffiliate, type MarketingParameter } from "./affiliate.ts";
import { PID_MAX_AGE_MS, marketingValue } from "./marketing-value.ts";

const query = (search: string) => new URLSearchParams(search);

describe("captureAffiliate", () => {
  it.each([
    ["both parameters, nothing stored", "?nxafk=aff1&nxaft=tok", "nxafk", null, "tok"],
    ["both parameters, a token stored already", "?nxafk=aff1&nxaft=tok", "nxafk", "older", null],
    ["only the token", "?nxaft=tok", "nxafk", null, null],
    ["only the key", "?nxafk=aff1", "nxafk", null, null],
    ["an empty token", "?nxafk=aff1&nxaft=", "nxafk", null, null],
    ["the brand's own key parameter", "?ref=aff1&nxaft=tok", "ref", null, "tok"],
    ["the default key with a brand key configured", "?nxafk=aff1&nxaft=tok", "ref", null, null],
    ["a padded token", "?nxafk=a&nxaft=%20tok%20", "nxafk", "", "tok"],
  ])("%s -> %s", (_, search, key, stored, token) => {
    expect(captureAffiliate(query(search), key, stored).token).toBe(token);
  });

  it.each([
    ["?cpnc=spring&mkt=google&pid=p1", { cpnc: "spring", mkt: "google", pid: "p1" }],
    ["?mkt=fb", { mkt: "fb" }],
    ["?cpnc=&pid=p2", { pid: "p2" }],
    ["", {}],
  ])("saves the marketing parameters of %s", (search, marketing) => {
    expect(captureAffiliate(query(search), "nxafk", null).marketing).toEqual(marketing);
  });
});

describe("marketingValue", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const ago = (ms: number) => ({ value: "v", savedAt: now.getTime() - ms });
  const DAY = 86_400_000;
  it.each<[MarketingParameter, ReturnType<typeof ago> | null, string | null]>([
    ["pid", ago(0), "v"],
    ["pid", ago(6 * DAY), "v"],
    ["pid", ago(PID_MAX_AGE_MS), "v"],
    ["pid", ago(PID_MAX_AGE_MS + 1), null],
    ["pid", ago(7 * DAY), null],
    ["pid", ago(-DAY), null],
    ["cpnc", ago(7 * DAY), "v"],
    ["mkt", ago(365 * DAY), "v"],
    ["mkt", ago(366 * DAY), null],
    ["cpnc", null, null],
    ["cpnc", { value: "", savedAt: now.getTime() }, null],
  ])("%s saved %o -> %s", (name, saved, expected) => {
    expect(marketingValue(name, saved, now)).toBe(expected);
  });
});
