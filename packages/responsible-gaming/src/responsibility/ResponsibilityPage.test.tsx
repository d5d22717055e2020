import { configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, ok } from "@casino/shell/test-support";
import { openResponsibleGaming, startAsGuest } from "../test/render-app.tsx";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const TEXTS = "GET /api/core/casino/locales/en.json";
const policy = { [TEXTS]: () => ok({ locale: "en", texts: { "legal.responsible-gambling.html": "<p>We never lend money to players.</p>" } }) };
const responsibleGaming = {
  helpOrganisations: [
    { name: "GamCare", url: "https://www.gamcare.org.uk", phone: "0808 8020 133", description: { de: "Kostenlose Hilfe", en: "Free, confidential help" } },
    { name: "Dubious Help", url: "javascript:alert(1)" },
  ],
  selfAssessmentUrl: "https://www.begambleaware.org/self-assessment",
};

describe("/responsibility", () => {
  it("links the tools by page key, where the brand put them, for a guest too", async () => {
    openResponsibleGaming("/responsibility", policy, { loggedIn: false, brand: { pageUrlSetup: [{ key: "freezeAccount", href: "/take-a-break" }] } });
    const tools = await screen.findByRole("region", { name: "Tools to stay in control" });
    expect(screen.getByRole("heading", { level: 1, name: "Play responsibly" })).toBeTruthy();
    expect(within(tools).getByRole("link", { name: "Limits" }).getAttribute("href")).toBe("/profile2/limits");
    expect(within(tools).getByRole("link", { name: "Take a break" }).getAttribute("href")).toBe("/take-a-break");
    expect(document.title).toBe("Play responsibly | Test Casino");
  });

  it("lists the brand's help organisations through the URL gate, with helpline and text in the player's language", async () => {
    openResponsibleGaming("/responsibility", policy, { brand: { responsibleGaming } });
    const help = await screen.findByRole("region", { name: "Get help" });
    const gamCare = within(help).getByRole("link", { name: "GamCare (opens in a new tab)" });
    expect(gamCare.getAttribute("href")).toBe("https://www.gamcare.org.uk/");
    expect(gamCare.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(help).getByText("Free, confidential help")).toBeTruthy();
    expect(within(help).getByRole("link", { name: "0808 8020 133" }).getAttribute("href")).toBe("tel:08088020133");
    // A URL the gate refuses is never a link: the name stays, as text.
    expect(within(help).getByText("Dubious Help")).toBeTruthy();
    expect(within(help).queryByRole("link", { name: /Dubious Help/ })).toBeNull();
    const test = within(help).getByRole("link", { name: "Take a short self-assessment test" });
    expect(test.getAttribute("href")).toBe("https://www.begambleaware.org/self-assessment");
  });

  it("points to support when the brand names no organisation and offers no self-assessment", async () => {
    openResponsibleGaming("/responsibility", policy);
    const help = await screen.findByRole("region", { name: "Get help" });
    expect(within(help).getByText("Our support team can tell you who helps with gambling problems where you live.")).toBeTruthy();
    expect(within(help).queryByRole("link")).toBeNull();
  });

  it("shows the responsible gambling policy and links its legal page", async () => {
    openResponsibleGaming("/responsibility", policy);
    const section = await screen.findByRole("region", { name: "Our responsible gambling policy" });
    expect(await within(section).findByText("We never lend money to players.")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Read the responsible gambling policy" }).getAttribute("href")).toBe("/responsible-gambling");
  });

  it("offers a retry when the policy cannot be loaded, and still links its page", async () => {
    openResponsibleGaming("/responsibility", { [TEXTS]: () => failure(500, "INTERNAL") });
    const section = await screen.findByRole("region", { name: "Our responsible gambling policy" });
    expect(await within(section).findByRole("button", { name: "Retry" })).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Read the responsible gambling policy" })).toBeTruthy();
  });
});
