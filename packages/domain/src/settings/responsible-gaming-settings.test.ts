import { describe, expect, it } from "vitest";
import { parseAppSettings } from "./app-settings.ts";
import { parseResponsibleGamingSettings } from "./responsible-gaming-settings.ts";

const NONE = { helpOrganisations: [], selfAssessmentUrl: "" };

describe("responsibleGaming settings", () => {
  it("travel unparsed in AppSettings (only /responsibility reads them)", () => {
    const raw = { helpOrganisations: [{ name: "A", url: "https://a.example" }] };
    expect(parseAppSettings({ responsibleGaming: raw }).responsibleGaming).toEqual(raw);
  });

  it("default to no help organisations and no self-assessment link", () => {
    expect(parseResponsibleGamingSettings(undefined)).toEqual(NONE);
    expect(parseResponsibleGamingSettings({})).toEqual(NONE);
  });

  it("keep a brand's organisations with their helpline and a text per locale", () => {
    const org = { name: " GamCare ", url: "https://www.gamcare.org.uk", phone: "0808 8020 133", description: { en: "Free support", de: "Kostenlose Hilfe" } };
    const settings = parseResponsibleGamingSettings({ helpOrganisations: [org], selfAssessmentUrl: "https://example.org/test" });
    expect(settings).toEqual({ helpOrganisations: [{ ...org, name: "GamCare" }], selfAssessmentUrl: "https://example.org/test" });
  });

  it.each([
    ["an organisation without a name", { helpOrganisations: [{ name: " ", url: "https://a.example" }] }],
    ["an organisation without a site", { helpOrganisations: [{ name: "A" }] }],
    ["a self-assessment link that is not text", { selfAssessmentUrl: 5 }],
  ])("show none for %s (the rest of the settings stand)", (_name, responsibleGaming) => {
    expect(parseResponsibleGamingSettings(responsibleGaming)).toEqual(NONE);
    expect(parseAppSettings({ brandName: "B", responsibleGaming }).brandName).toBe("B");
  });
});
