import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, userDetails, type FakeRoute } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { openLiveChat, takeLiveChatAsk } from "./open-live-chat.ts";

beforeEach(() => {
  startSession(null);
  takeLiveChatAsk();
});

const brand = { showLiveChat: true, cookiesPopup: false };

function chatServer() {
  const messages = [{ id: 1, author: "support", body: "Hi! How can we help?", createdAt: "2026-03-10T12:00:00.000Z" }];
  let settings = { sound: false, notifications: false };
  const routes: Record<string, FakeRoute> = {
    "GET /api/user/get-user-details": () => ok(userDetails()),
    "GET /api/user/chat/messages": () => ok({ messages }),
    "POST /api/user/chat/messages": ({ body }) => {
      const text = (body as { body: string }).body;
      const added = [
        { id: messages.length + 1, author: "player", body: text, createdAt: "2026-03-10T12:01:00.000Z" },
        { id: messages.length + 2, author: "support", body: "Deposits usually arrive within minutes.", createdAt: "2026-03-10T12:01:00.000Z" },
      ];
      messages.push(...added);
      return ok({ messages: added });
    },
    "GET /api/user/chat/settings": () => ok(settings),
    "PUT /api/user/chat/settings": ({ body }) => {
      settings = { ...settings, ...(body as object) };
      return ok(settings);
    },
  };
  return fakeApi(dutyRoutes(routes));
}

describe("the live chat", () => {
  it("is absent unless the brand shows it", async () => {
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch, brand: { showLiveChat: false } });
    await screen.findByRole("banner");
    expect(screen.queryByRole("button", { name: "Live chat" })).toBeNull();
  });

  it("opens when a feature asks for it (openLiveChat)", async () => {
    startSession("tok-1");
    renderApp("/", { fetch: chatServer().fetch, brand });
    const launcher = await screen.findByRole("button", { name: "Live chat" });
    act(() => openLiveChat());
    expect(await screen.findByRole("dialog", { name: "Live chat" })).toBeTruthy();
    expect(launcher.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens once it arrives when a feature asked before the launcher was there (the duties load after the page)", async () => {
    startSession("tok-1");
    openLiveChat();
    renderApp("/", { fetch: chatServer().fetch, brand });
    expect(await screen.findByRole("dialog", { name: "Live chat" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Live chat" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("asks a guest to log in, opening the login modal", async () => {
    const { router } = renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch, brand });
    const launcher = await screen.findByRole("button", { name: "Live chat" });
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(launcher);
    const panel = await screen.findByRole("dialog", { name: "Live chat" });
    expect(launcher.getAttribute("aria-expanded")).toBe("true");
    expect(panel.textContent).toContain("Log in to chat with our support team.");
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole("button", { name: "Log in" })));
    await userEvent.click(within(panel).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ modal: "login" }));
  });

  it("lets a player read and send messages, focused on the message field, and closes with Escape", async () => {
    startSession("tok-1");
    const api = chatServer();
    renderApp("/", { fetch: api.fetch, brand });
    await userEvent.click(await screen.findByRole("button", { name: "Live chat" }));
    const panel = await screen.findByRole("dialog", { name: "Live chat" });
    const log = await within(panel).findByRole("log", { name: "Messages" });
    expect(log.textContent).toContain("Support: Hi! How can we help?");
    const field = within(panel).getByLabelText("Message");
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.type(field, "Where is my deposit?");
    await userEvent.click(within(panel).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(log.textContent).toContain("Deposits usually arrive within minutes."));
    expect(log.textContent).toContain("You: Where is my deposit?");
    expect((field as HTMLInputElement).value).toBe("");
    expect(api.calls.find((c) => c.method === "POST" && c.path === "/api/user/chat/messages")?.body).toEqual({ body: "Where is my deposit?" });

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Live chat" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Live chat" }));
  });

  it("shows and saves the player's chat settings", async () => {
    startSession("tok-1");
    const api = chatServer();
    renderApp("/", { fetch: api.fetch, brand });
    await userEvent.click(await screen.findByRole("button", { name: "Live chat" }));
    const panel = await screen.findByRole("dialog", { name: "Live chat" });
    await userEvent.click(within(panel).getByRole("button", { name: "Settings" }));
    const sound = await within(panel).findByRole("checkbox", { name: "Sound" });
    expect((sound as HTMLInputElement).checked).toBe(false);
    await userEvent.click(sound);
    await waitFor(() => expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ sound: true }));
    await waitFor(() => expect((within(panel).getByRole("checkbox", { name: "Sound" }) as HTMLInputElement).checked).toBe(true));
    await userEvent.click(within(panel).getByRole("button", { name: "Back to messages" }));
    expect(await within(panel).findByRole("log", { name: "Messages" })).toBeTruthy();
  });

  it("sits in the bottom dock with the cookie notice below it", async () => {
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch, brand: { showLiveChat: true } });
    const launcher = await screen.findByRole("button", { name: "Live chat" });
    const notice = await screen.findByRole("region", { name: "Cookie notice" });
    expect(launcher.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const dock = notice.closest("[data-shell-dock]");
    expect(dock).not.toBeNull();
    expect(launcher.closest("[data-shell-dock]")).toBe(dock);
  });
});
