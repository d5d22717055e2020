import { configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, ok } from "@casino/shell/test-support";
import { openRewards, startAsGuest } from "../test/render-app.tsx";
import { DEPOSIT_BONUS, PROMOTION } from "./bonus-fixtures.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const DETAIL = { ...PROMOTION, bodyHtml: "<p>Join today and double your first deposit.</p>", termsHtml: "<p>Terms apply.</p>" };

describe("/promotion/{slug}", () => {
  it("shows the promotion, its text and its bonus with the action", async () => {
    openRewards("/promotion/welcome-offer", {
      "GET /api/admin/promotions/welcome-offer": () => ok(DETAIL),
      "GET /api/admin/get-all-bonus": () => ok({ rows: [DEPOSIT_BONUS], count: 1 }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome offer" })).toBeTruthy();
    expect(await screen.findByText(/Join today and double your first deposit/)).toBeTruthy();
    const bonus = await screen.findByRole("article", { name: "Welcome bonus" });
    expect(within(bonus).getByRole("button", { name: "Get it with a deposit" })).toBeTruthy();
    expect(screen.getByText("Terms and conditions", { selector: "summary" })).toBeTruthy();
  });

  it("says so when the promotion does not exist", async () => {
    openRewards("/promotion/gone", { "GET /api/admin/promotions/gone": () => failure(404, "PROMOTION_NOT_FOUND") });
    expect(await screen.findByRole("heading", { level: 1, name: "Promotion not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All promotions" }).getAttribute("href")).toBe("/promotions");
  });

  it("shows a load error with Retry for a malformed answer", async () => {
    openRewards("/promotion/welcome-offer", { "GET /api/admin/promotions/welcome-offer": () => ok({ slug: 1 }) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
  });
});
