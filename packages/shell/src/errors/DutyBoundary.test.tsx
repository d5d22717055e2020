import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { DutyBoundary } from "./DutyBoundary.tsx";
import { resetErrorReports, setErrorReporter, type ErrorReport } from "./report-error.ts";

const reports: ErrorReport[] = [];
beforeEach(() => {
  reports.length = 0;
  resetErrorReports();
  setErrorReporter((report) => reports.push(report));
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  setErrorReporter(null);
  vi.restoreAllMocks();
});

function BrokenChat(): never {
  throw new Error("chat broke");
}

it("a duty that throws disappears quietly, is reported, and its neighbours stay", () => {
  render(
    <main>
      <p>The page</p>
      <DutyBoundary name="live-chat">
        <BrokenChat />
      </DutyBoundary>
      <DutyBoundary name="cookie-notice">
        <p>Cookie bar</p>
      </DutyBoundary>
    </main>,
  );
  expect(screen.getByText("The page")).toBeTruthy();
  expect(screen.getByText("Cookie bar")).toBeTruthy();
  expect(screen.getByRole("main").textContent).toBe("The pageCookie bar");
  expect(reports).toEqual([expect.objectContaining({ area: "duty", name: "live-chat", message: "chat broke" })]);
});
