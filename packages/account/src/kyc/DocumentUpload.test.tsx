import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeXhr } from "@casino/api-client/test-support";
import { card, doc, openVerification, png, setUpKycTests } from "./kyc-test-kit.tsx";

setUpKycTests();

describe("uploading a document", () => {
  it("refuses a wrong type and a too large file with the spec's messages, without uploading", async () => {
    const { user } = await openVerification("/profile/verify");
    const identity = await card("Identity proof");
    const input = within(identity).getByLabelText("Choose a file: Identity proof");
    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await within(identity).findByText("Only jpg, pdf, png accepted")).toBeTruthy();
    await user.upload(input, new File(["hello"], "renamed.png", { type: "image/png" }));
    expect(await within(identity).findByText("Only jpg, pdf, png accepted")).toBeTruthy();

    const big = png("big.png");
    Object.defineProperty(big, "size", { value: 25 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await within(identity).findByText("File size must be less than 25MB")).toBeTruthy();
    expect(within(identity).queryByRole("button", { name: "Upload document" })).toBeNull();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("previews the file, shows real progress and then the document in review with the review text", async () => {
    const { user, state } = await openVerification("/profile/verify");
    const identity = await card("Identity proof");
    await user.upload(within(identity).getByLabelText("Choose a file: Identity proof"), png());
    expect(await within(identity).findByRole("img", { name: "Preview of id.png" })).toBeTruthy();
    await user.click(within(identity).getByRole("button", { name: "Upload document" }));

    const bar = await within(identity).findByRole("progressbar", { name: "Uploading id.png" });
    const xhr = FakeXhr.last!;
    expect((xhr.body as FormData).get("kind")).toBe("identity_proof");
    expect(xhr.headers.authorization).toBe("Bearer tok");
    act(() => xhr.progress(40, 100));
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("40"));

    const uploaded = doc({});
    state.documents = [uploaded];
    state.status = "PENDING";
    act(() => xhr.respond(200, { success: true, data: { document: uploaded, kycStatus: "PENDING" } }));
    expect(await within(identity).findByText("In review")).toBeTruthy();
    expect(await screen.findByText(/We review documents within 24 hours/)).toBeTruthy();
    expect(within(identity).queryByLabelText("Choose a file: Identity proof")).toBeNull();
  });

  it("shows the server's file errors with the same texts", async () => {
    const { user } = await openVerification("/profile/verify");
    const identity = await card("Identity proof");
    await user.upload(within(identity).getByLabelText("Choose a file: Identity proof"), png());
    await user.click(await within(identity).findByRole("button", { name: "Upload document" }));
    act(() => FakeXhr.last!.respond(400, { success: false, code: "FILE_TOO_LARGE", message: "File size must be less than 25MB" }));
    expect(await within(identity).findByText("File size must be less than 25MB")).toBeTruthy();
  });

  it("keeps the file after a network failure and retries; cancel stops an upload and keeps the file", async () => {
    const { user } = await openVerification("/profile/verify");
    const identity = await card("Identity proof");
    await user.upload(within(identity).getByLabelText("Choose a file: Identity proof"), png());
    await user.click(await within(identity).findByRole("button", { name: "Upload document" }));
    act(() => FakeXhr.last!.fail());
    expect(await within(identity).findByText(/The upload failed/)).toBeTruthy();
    expect(within(identity).getByText("id.png")).toBeTruthy();

    await user.click(within(identity).getByRole("button", { name: "Retry upload" }));
    expect(FakeXhr.instances).toHaveLength(2);
    await user.click(await within(identity).findByRole("button", { name: "Cancel upload" }));
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(await within(identity).findByText("Upload cancelled.")).toBeTruthy();
    expect(within(identity).getByRole("button", { name: "Upload document" })).toBeTruthy();
  });

  it("shows a PDF as an icon with its name", async () => {
    const { user } = await openVerification("/profile/verify");
    const address = await card("Proof of address");
    await user.upload(within(address).getByLabelText("Choose a file: Proof of address"), new File(["%PDF-1.7"], "bill.pdf", { type: "application/pdf" }));
    expect(await within(address).findByRole("img", { name: "PDF document" })).toBeTruthy();
    expect(within(address).getByText("bill.pdf")).toBeTruthy();
  });
});
