import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, failure, type FakeReply } from "../../test/fake-api.ts";
import { startAsGuest } from "../../test/open-feature.tsx";
import { renderApp } from "../../test/render-app.tsx";
import { OPEN_LIVE_CHAT_EVENT } from "../../duties/live-chat/open-live-chat.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const support = {
  channels: [
    { kind: "email", value: "help@brand.example", hours: { en: "Within 24 hours", de: "Binnen 24 Stunden" } },
    { kind: "phone", value: "+49 30 123 4567" },
    { kind: "telegram", value: "https://t.me/brand", label: "@brand" },
    { kind: "web", value: "javascript:alert(1)" },
  ],
};

function openContacts(brand: Record<string, unknown> = {}, content: () => FakeReply = () => ok({ locale: "en", texts: {} })) {
  const api = fakeApi({ "GET /api/core/casino/locales/en.json": content });
  const view = renderApp("/contacts", { fetch: api.fetch, brand: { support, showLiveChat: true, ...brand } });
  return { ...api, ...view };
}

describe("/contacts", () => {
  it("lists the brand's support channels as links, with their hours, and offers the live chat", async () => {
    openContacts();
    expect(await screen.findByRole("heading", { level: 1, name: "Contacts" })).toBeTruthy();
    const channels = screen.getByRole("region", { name: "Contact support" });
    expect(within(channels).getByRole("link", { name: "help@brand.example" }).getAttribute("href")).toBe("mailto:help@brand.example");
    expect(within(channels).getByText("Within 24 hours")).toBeTruthy();
    expect(within(channels).getByRole("link", { name: "+49 30 123 4567" }).getAttribute("href")).toBe("tel:+49301234567");
    const telegram = within(channels).getByRole("link", { name: "@brand (opens in a new tab)" });
    expect(telegram.getAttribute("href")).toBe("https://t.me/brand");
    expect(telegram.getAttribute("rel")).toContain("noopener");
    // A link the URL gate refuses (or the schema drops) is not shown.
    expect(within(channels).queryByRole("heading", { name: "Help centre" })).toBeNull();
    let opened = 0;
    const onOpen = () => (opened += 1);
    window.addEventListener(OPEN_LIVE_CHAT_EVENT, onOpen);
    await userEvent.click(within(channels).getByRole("button", { name: "Open the live chat" }));
    window.removeEventListener(OPEN_LIVE_CHAT_EVENT, onOpen);
    expect(opened).toBe(1);
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("offers no live chat without showLiveChat, and says so when there is no channel at all", async () => {
    openContacts({ showLiveChat: false, support: undefined });
    expect(await screen.findByText(/No contact channels are listed yet/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open the live chat" })).toBeNull();
  });

  it("shows the built-in FAQ with the remote texts over it, as a disclosure list", async () => {
    openContacts({}, () => ok({ locale: "en", texts: { "faq.title": "Help & FAQ", "faq.items.3.answer": "Within one hour.", "faq.items.9.question": "Is it fair?", "faq.items.9.answer": "Yes, tested." } }));
    const faq = await screen.findByRole("region", { name: "Help & FAQ" });
    const questions = await within(faq).findAllByRole("listitem");
    expect(questions.map((item) => item.querySelector("summary")?.textContent)).toEqual([
      "How do I open an account?",
      "Which payment methods can I use?",
      "How long do withdrawals take?",
      "Why do I need to verify my identity?",
      "How do I set limits or take a break?",
      "Is it fair?",
    ]);
    const withdrawals = questions[2]!.querySelector("details")!;
    expect(withdrawals.open).toBe(false);
    expect(withdrawals.textContent).toContain("Within one hour.");
    await userEvent.click(within(withdrawals).getByText("How long do withdrawals take?"));
    expect(withdrawals.open).toBe(true);
  });

  it("keeps the built-in FAQ when the remote texts fail, with Retry", async () => {
    let reply: FakeReply = failure(500, "INTERNAL");
    const { calls } = openContacts({}, () => reply);
    const faq = await screen.findByRole("region", { name: "Frequently asked questions" });
    expect(await within(faq).findByText("How do I open an account?")).toBeTruthy();
    expect(within(faq).getByRole("alert").textContent).toContain("could not be loaded");
    reply = ok({ locale: "en", texts: { "faq.items.1.question": "How do I join?" } });
    await userEvent.click(within(faq).getByRole("button", { name: "Retry" }));
    expect(await within(faq).findByText("How do I join?")).toBeTruthy();
    await waitFor(() => expect(within(faq).queryByRole("alert")).toBeNull());
    expect(calls.filter((call) => call.path === "/api/core/casino/locales/en.json").length).toBeGreaterThanOrEqual(2);
  });
});
