import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, vi } from "vitest";
import type { KycDocument } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { FakeXhr } from "@casino/api-client/test-support";

// Shared setup of the KYC page tests: a logged-in player over a fake API, uploads over a fake XHR.

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const png = (name = "id.png") => new File([new Uint8Array(PNG_HEAD)], name, { type: "image/png" });
const LABELS = {
  labels: (["identity_proof", "proof_of_address", "bank_statement", "card_verification"] as const).map((kind) => ({ kind, label: kind, description: "" })),
  accepted: ["jpg", "jpeg", "png", "pdf"],
  maxBytes: 26214400,
  reviewHours: 24,
};
export const doc = (overrides: Partial<KycDocument>): KycDocument => ({
  id: 1, kind: "identity_proof", status: "pending", fileName: "id.png", mimeType: "image/png", size: 2048,
  reason: null, requestedAt: null, uploadedAt: "2026-03-10T12:00:00.000Z", reviewedAt: null, ...overrides,
});

/** Call at the top of a test file: logged in, fake XHR installed, all reset afterwards. */
export function setUpKycTests(): void {
  beforeEach(() => {
    startAsGuest();
    useSessionStore.setState({ token: "tok" });
    FakeXhr.instances = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    startAsGuest();
  });
}

type Setup = { documents?: KycDocument[]; docsStatus?: string; userStatus?: string; depositCount?: number; routes?: Record<string, FakeRoute>; brand?: Record<string, unknown> };

export async function openVerification(path: string, setup: Setup = {}) {
  const state = { documents: setup.documents ?? [], status: setup.docsStatus ?? "NOT_STARTED" };
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok({ ...userDetails(), kycStatus: setup.userStatus ?? state.status, depositCount: setup.depositCount ?? 1 }),
    "GET /api/user/get-document-label": () => ok(LABELS),
    "GET /api/user/get-documents": () => ok({ documents: state.documents, kycStatus: state.status }),
    ...setup.routes,
  });
  const app = renderApp(path, { fetch: api.fetch, ...(setup.brand ? { brand: setup.brand } : {}) });
  // The page is a lazy chunk: its first import can be slow on a busy machine.
  await screen.findByRole("heading", { level: 1, name: "Verification" }, { timeout: 5000 });
  return { ...api, ...app, state, user: userEvent.setup({ applyAccept: false }) };
}

export const card = (name: string) => screen.findByRole("listitem", { name }, { timeout: 5000 });
