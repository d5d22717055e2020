import { describe, expect, it } from "vitest";
import { buildSignUpPayload, type SignUpContext } from "./sign-up-payload.ts";

let id = 0;
const context: SignUpContext = {
  locale: "de",
  affiliate: { token: "aff-token", cpnc: "spring", mkt: "mail" },
  userDeviceType: "desktop",
  screenResolution: "1920x1080",
  mirrorDomainFk: 7,
  uidToken: "uid-1",
  firstUrl: "https://casino.test/?nxafk=1",
  linkAccount: false,
  newId: () => `id-${++id}`,
};

describe("buildSignUpPayload", () => {
  it("sends the typed fields trimmed, empty ones as null, and every spec §3 extra", () => {
    id = 0;
    const payload = buildSignUpPayload(
      {
        email: " player@example.com ",
        password: " secret1 ",
        confirmPassword: " secret1 ",
        firstName: "",
        dateOfBirth: "1990-05-17",
        phoneCode: "+49",
        phone: "1701234567",
        currencyCode: "EUR",
        countryCode: "DE",
        gender: "",
        over18: true,
        acceptTerms: true,
        newsLetter: true,
      },
      context,
    );
    expect(payload).toEqual({
      email: "player@example.com",
      password: " secret1 ",
      firstName: null,
      dateOfBirth: "1990-05-17",
      phoneCode: "+49",
      phone: "1701234567",
      currencyCode: "EUR",
      countryCode: "DE",
      gender: "Not to say",
      preferredLanguage: "de",
      uniqueKey: "id-1",
      userUUID: "id-2",
      cpnc: "spring",
      mkt: "mail",
      userDeviceType: "desktop",
      mirrorDomainFk: 7,
      screenResolution: "1920x1080",
      uidToken: "uid-1",
      firstUrl: "https://casino.test/?nxafk=1",
      linkAccount: false,
      newsLetter: true,
      subscribe: true,
      token: "aff-token",
    });
  });

  it.each([
    ["1-click: no password key at all", { currencyCode: "USD" }, { password: undefined }],
    ["an empty password is not sent", { email: "a@b.co", password: "" }, { password: undefined }],
    ["a chosen gender is kept", { gender: "Female" }, { gender: "Female" }],
    ["an unknown gender becomes Not to say", { gender: "Other" }, { gender: "Not to say" }],
    ["no newsletter without the tick", { newsLetter: false }, { newsLetter: false, subscribe: false }],
    ["a date that is not a date is null", { dateOfBirth: "17.05.1990" }, { dateOfBirth: null }],
    ["hidden fields are left out", { email: "a@b.co" }, { firstName: undefined, username: undefined }],
  ])("%s", (_name, values, expected) => {
    const payload = buildSignUpPayload(values, context) as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) expect(key in payload).toBe(false);
      else expect(payload[key]).toEqual(value);
    }
  });

  it("marks a linked-account sign-up and passes missing affiliate values as null", () => {
    const payload = buildSignUpPayload(
      {},
      { ...context, linkAccount: true, affiliate: { token: null, cpnc: null, mkt: null }, mirrorDomainFk: null, uidToken: null },
    );
    expect(payload).toMatchObject({ linkAccount: true, token: null, cpnc: null, mkt: null, mirrorDomainFk: null, uidToken: null });
  });
});
