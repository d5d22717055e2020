import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { getAffiliateData, getFirstUrl } from "./affiliate-data.ts";
import { captureAffiliateFromUrl } from "./affiliate-storage.ts";

const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;

afterEach(() => {
  for (const name of ["cpnc", "mkt", "pid"]) Cookies.remove(name, { path: "/" });
});

describe("affiliate capture", () => {
  it("stores the token with the key parameter, and the marketing parameters with their time", () => {
    captureAffiliateFromUrl("https://casino.test/?nxafk=aff&nxaft=tok1&cpnc=spring&mkt=google&pid=p9", "nxafk", NOW);
    expect(getAffiliateData(NOW)).toEqual({ token: "tok1", cpnc: "spring", mkt: "google", pid: "p9" });
    expect(Cookies.get("cpnc")).toBe("spring");
    expect(getFirstUrl()).toBe("https://casino.test/?nxafk=aff&nxaft=tok1&cpnc=spring&mkt=google&pid=p9");
  });

  it("keeps the first token and the first landing page", () => {
    captureAffiliateFromUrl("https://casino.test/a?nxafk=aff&nxaft=first", "nxafk", NOW);
    captureAffiliateFromUrl("https://casino.test/b?nxafk=aff&nxaft=second&mkt=fb", "nxafk", NOW);
    expect(getAffiliateData(NOW)).toMatchObject({ token: "first", mkt: "fb" });
    expect(getFirstUrl()).toBe("https://casino.test/a?nxafk=aff&nxaft=first");
  });

  it("uses the brand's key parameter", () => {
    captureAffiliateFromUrl("/?nxafk=aff&nxaft=tok", "ref", NOW);
    expect(getAffiliateData(NOW).token).toBeNull();
    captureAffiliateFromUrl("/?ref=aff&nxaft=tok", "ref", NOW);
    expect(getAffiliateData(NOW).token).toBe("tok");
  });

  it("drops the pid after seven days less one hour, keeps cpnc and mkt", () => {
    captureAffiliateFromUrl("/?cpnc=c&mkt=m&pid=p", "nxafk", NOW);
    const later = new Date(NOW.getTime() + 7 * DAY - 3_600_000 + 1);
    expect(getAffiliateData(later)).toEqual({ token: null, cpnc: "c", mkt: "m", pid: null });
  });

  it("forgets a stored value that is not JSON", () => {
    localStorage.setItem("mkt", "{oops");
    expect(getAffiliateData(NOW).mkt).toBeNull();
    expect(localStorage.getItem("mkt")).toBeNull();
  });
});
