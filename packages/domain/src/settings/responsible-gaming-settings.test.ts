import { describe, expect, it } from "vitest";
import { parseAppSettings } from "./app-settings.ts";

describe("responsibleGaming settings", () => {
  it("default to no help organisations and no self-assessment link", () => {
    expect(parseAppSettings({}).responsibleGaming).toEqual({ helpOrganisations: [], selfAssessmentUrl: "" });
    expect(parseAppSettings({ responsibleGaming: {} }).responsibleGaming).toEqual({ helpOrganisations: [], selfAssessmentUrl: "" });
  });

  it("keep a brand's organisations with their helpline and a text per locale", () => {
    const org = { name: " GamCare ", url: "https://www.gamcare.org.uk", phone: "0808 8020 133", description: { en: "Free support", de: "Kostenlose Hilfe" } };
    const settings = parseAppSettings({ responsibleGaming: { helpOrganisations: [org], selfAssessmentUrl: "https://example.org/test" } });
    expect(settings.responsibleGaming).toEqual({ helpOrganisations: [{ ...org, name: "GamCare" }], selfAssessmentUrl: "https://example.org/test" });
  });

  it.each([
    ["an organisation without a name", { helpOrganisations: [{ name: " ", url: "https://a.example" }] }],
    ["an organisation without a site", { helpOrganisations: [{ name: "A" }] }],
    ["a self-assessment link that is not text", { selfAssessmentUrl: 5 }],
  ])("refuse %s", (_name, responsibleGaming) => {
    expect(() => parseAppSettings({ responsibleGaming })).toThrow();
  });
});
