import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, ok } from "@casino/shell/test-support";
import { card, doc, openVerification, setUpKycTests } from "./kyc-test-kit.tsx";

setUpKycTests();

describe("the verification page", () => {
  it.each(["/profile/verify", "/account/verification", "/profile2/verification"])("shows the status and one card per kind at %s", async (path) => {
    await openVerification(path);
    expect(await screen.findByText("Not verified", {}, { timeout: 5000 })).toBeTruthy();
    for (const name of ["Identity proof", "Proof of address", "Bank statement", "Card verification"]) expect(await card(name)).toBeTruthy();
    expect(within(await card("Card verification")).getByText(/cardholder name and the first and last four digits/)).toBeTruthy();
    expect(screen.queryByText(/We review documents within/)).toBeNull();
  });

  it("polls while a document is in review, so it turns approved without a reload", async () => {
    const { state } = await openVerification("/profile/verify", { docsStatus: "PENDING", documents: [doc({})] });
    const identity = await card("Identity proof");
    expect(await within(identity).findByText("In review")).toBeTruthy();
    state.documents = [doc({ status: "approved", reviewedAt: "2026-03-10T13:00:00.000Z" })];
    state.status = "APPROVED";
    expect(await within(identity).findByText("Approved", {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText("Verified")).toBeTruthy();
    expect(screen.queryByText("Your verification status is being updated")).toBeNull();
  }, 12_000);

  it("shows a rejection with the reviewer's reason and the earlier uploads", async () => {
    await openVerification("/profile/verify", {
      docsStatus: "REJECTED",
      documents: [doc({ id: 2, status: "rejected", fileName: "blurry.jpg", reason: "The photo is blurred" }), doc({ id: 1, status: "rejected", fileName: "old.jpg" })],
    });
    const identity = await card("Identity proof");
    expect(within(identity).getByText("Rejected: The photo is blurred")).toBeTruthy();
    expect(within(identity).getByText("Earlier uploads (1)")).toBeTruthy();
    expect(within(identity).getByLabelText("Choose a file: Identity proof")).toBeTruthy();
  });

  it("explains a status discrepancy and refreshes on request", async () => {
    const { user, calls } = await openVerification("/profile/verify", {
      docsStatus: "APPROVED",
      userStatus: "PENDING",
      documents: [doc({ status: "approved", reviewedAt: "2026-03-10T13:00:00.000Z" })],
    });
    expect(await screen.findByText("Your verification status is being updated")).toBeTruthy();
    const before = calls.filter((c) => c.path === "/api/user/get-documents").length;
    await user.click(screen.getByRole("button", { name: "Refresh status" }));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/user/get-documents").length).toBe(before + 1));
  });

  it("sends a player without a deposit to the deposit page unless the brand allows KYC before deposit", async () => {
    await openVerification("/profile/verify", { depositCount: 0 });
    expect(await screen.findByText("Verification opens after your first deposit")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Make a deposit" }).getAttribute("href")).toBe("/deposit");
    expect(screen.queryByRole("listitem", { name: "Identity proof" })).toBeNull();
  });

  it("opens uploads before a deposit when allowKYCBeforeDeposit is set", async () => {
    await openVerification("/profile/verify", { depositCount: 0, brand: { allowKYCBeforeDeposit: true } });
    expect(await card("Identity proof")).toBeTruthy();
    expect(screen.queryByText("Verification opens after your first deposit")).toBeNull();
  });

  it("says Data loading error with Retry when the documents cannot be read", async () => {
    let fail = true;
    const { user } = await openVerification("/profile/verify", {
      routes: { "GET /api/user/get-documents": () => (fail ? failure(500, "HTTP_500") : ok({ documents: [], kycStatus: "NOT_STARTED" })) },
    });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await card("Identity proof")).toBeTruthy();
  });
});
