import { describe, expect, it } from "vitest";
import { referralLink } from "./referral-link.ts";

const SITE = "https://casino.example";

describe("referralLink", () => {
  it.each([
    ["the default home landing", "/", "", `${SITE}/?ref=AB12`],
    ["a landing path", "/welcome", "", `${SITE}/welcome?ref=AB12`],
    ["a path without its slash", "welcome", "", `${SITE}/welcome?ref=AB12`],
    ["a landing with its own query", "/welcome?lang=de", "", `${SITE}/welcome?lang=de&ref=AB12`],
    ["a landing that already has a ref", "/welcome?ref=OLD", "", `${SITE}/welcome?ref=AB12`],
    ["the design setup's base path", "/", "/design", `${SITE}/design/?ref=AB12`],
    ["an https landing elsewhere", "https://join.example/friends", "", "https://join.example/friends?ref=AB12"],
    ["a padded landing", "  /welcome ", "", `${SITE}/welcome?ref=AB12`],
    ["javascript:", "javascript:alert(1)", "", `${SITE}/?ref=AB12`],
    ["plain http elsewhere", "http://join.example/", "", `${SITE}/?ref=AB12`],
    ["protocol-relative", "//evil.example/x", "", `${SITE}/?ref=AB12`],
    ["credentials", "https://user:pw@join.example/", "", `${SITE}/?ref=AB12`],
  ])("%s", (_, landing, basePath, link) => {
    expect(referralLink({ landing, code: "AB12", siteOrigin: SITE, basePath })).toBe(link);
  });

  it("encodes the code", () => {
    expect(referralLink({ landing: "/", code: "A B&C", siteOrigin: SITE })).toBe(`${SITE}/?ref=A+B%26C`);
  });
});
