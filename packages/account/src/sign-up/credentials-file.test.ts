import { describe, expect, it } from "vitest";
import { credentialsFileName, credentialsFileText } from "./credentials-file.ts";

describe("credentials file", () => {
  it("holds the site, username and password", () => {
    expect(credentialsFileText({ brandName: "Noir Casino", siteUrl: "https://noir.test", username: "player123", password: "pA55-word" })).toBe(
      "Noir Casino\nhttps://noir.test\n\nUsername: player123\nPassword: pA55-word\n",
    );
  });

  it.each([
    ["Noir Casino", "noir-casino-login.txt"],
    ["Curaçao Casino", "curacao-casino-login.txt"],
    ["Sunset Slots!", "sunset-slots-login.txt"],
    ["", "casino-login.txt"],
    ["★★★", "casino-login.txt"],
  ])("%j -> %s", (brand, name) => {
    expect(credentialsFileName(brand)).toBe(name);
  });
});
