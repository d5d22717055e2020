import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UpdateUserDetailsResponseSchema, type UpdateUserDetailsPayload } from "@casino/api-client";
import { createTestApp, type TestApp } from "../test/app.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { bearer, jsonRequest, loginToken } from "../test/users.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const update = (token: string, body: UpdateUserDetailsPayload) =>
  t.app.request("/api/user/update-user-details", jsonRequest("PUT", body, bearer(token)));

describe("password change", () => {
  it("needs the current password, then logs out the other devices only", async () => {
    const phone = await loginToken(t.app, "vip@demo.casino");
    const laptop = await loginToken(t.app, "vip@demo.casino");
    const res = await update(laptop, { currentPassword: "Demo1234!", newPassword: "NewSecret1!" });
    expect((await parseAs(UpdateUserDetailsResponseSchema, res)).message).toBe("Password changed");
    expect((await t.app.request("/api/user/get-user-details", { headers: bearer(laptop) })).status).toBe(200);
    expect((await t.app.request("/api/user/get-user-details", { headers: bearer(phone) })).status).toBe(403);
    await expect(loginToken(t.app, "vip@demo.casino", "NewSecret1!")).resolves.toBeTruthy();
    await expect(loginToken(t.app, "vip@demo.casino")).rejects.toThrow(/400/);
  });

  it.each([
    ["no current password", { newPassword: "NewSecret1!" }, "CURRENT_PASSWORD_REQUIRED"],
    ["a wrong current password", { currentPassword: "wrong", newPassword: "NewSecret1!" }, "INVALID_CURRENT_PASSWORD"],
    ["a too short new password", { currentPassword: "Demo1234!", newPassword: "abc" }, "INVALID_PASSWORD"],
  ])("answers 400 for %s", async (_name, body, code) => {
    const token = await loginToken(t.app, "vip@demo.casino");
    expect(await errorOf(await update(token, body))).toMatchObject({ status: 400, code });
  });
});
