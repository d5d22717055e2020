import { describe, expect, it } from "vitest";
import { kycUploadAccess } from "./kyc-access.ts";

describe("kycUploadAccess", () => {
  it.each([
    [false, 0, false, "after-first-deposit"],
    [false, 1, false, "open"],
    [false, 12, false, "open"],
    [true, 0, false, "open"],
    [true, 3, false, "open"],
    [false, 0, true, "open"],
  ] as const)("allowKYCBeforeDeposit %s, depositCount %i, open request %s -> %s", (allowKYCBeforeDeposit, depositCount, hasOpenRequest, expected) => {
    expect(kycUploadAccess({ allowKYCBeforeDeposit, depositCount, hasOpenRequest })).toBe(expected);
  });
});
