import { describe, expect, it } from "vitest";
import { upiQrProblem } from "./upi-qr.ts";

describe("upiQrProblem", () => {
  it.each([
    ["upi://pay?pa=sandboxcasino@upi&pn=Sandbox%20Casino&am=500.00&cu=INR&tr=p1", null],
    ["UPI://pay?pa=shop@okaxis", null],
    ["upi://pay?pn=Shop&pa=shop.name@ybl", null],
    ["", "no-data"],
    ["   ", "no-data"],
    [null, "no-data"],
    [undefined, "no-data"],
    ["https://pay.example/upi?pa=shop@upi", "invalid-link"],
    ["upi://collect?pa=shop@upi", "invalid-link"],
    ["upi://pay?pn=Shop", "invalid-link"],
    ["upi://pay?pa=", "invalid-link"],
    ["upi://pay?pa=not-a-vpa", "invalid-link"],
    ["bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh?amount=0.1", "invalid-link"],
  ])("%j -> %s", (payload, problem) => {
    expect(upiQrProblem(payload)).toBe(problem);
  });
});
