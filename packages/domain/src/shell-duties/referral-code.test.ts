import { describe, expect, it } from "vitest";
import { captureReferralCode } from "./referral-capture.ts";

const query = (search: string) => new URLSearchParams(search);

describe("captureReferralCode", () => {
  it.each([
    ["a code, nothing kept", "?ref=ab12CD34ef", null, "AB12CD34EF"],
    ["a code among other parameters", "?modal=login&ref=X1&cpnc=c", null, "X1"],
    ["a padded code", "?ref=%20ab1%20", null, "AB1"],
    ["a code, one kept already (the first link wins)", "?ref=NEW1", "OLD1", null],
    ["a code, an empty value kept", "?ref=NEW1", "", "NEW1"],
    ["no ref parameter", "?nxafk=a&nxaft=t", null, null],
    ["an empty ref", "?ref=", null, null],
    ["markup", "?ref=%3Cscript%3E", null, null],
    ["a URL", "?ref=https://evil.example", null, null],
    ["65 characters", `?ref=${"A".repeat(65)}`, null, null],
    ["64 characters", `?ref=${"a".repeat(64)}`, null, "A".repeat(64)],
  ])("%s", (_, search, stored, code) => {
    expect(captureReferralCode(query(search), stored)).toBe(code);
  });
});
