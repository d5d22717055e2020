import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { chatMessagesQueryKey, getChatMessages, sendChatMessage, sendChatMessageMutationOptions, type ChatMessage } from "./chat-messages.ts";
import { getChatSettings, updateChatSettings } from "./chat-settings.ts";

afterEach(() => resetApiClient());

const hello: ChatMessage = { id: 1, author: "support", body: "Hi", createdAt: "2026-03-10T12:00:00.000Z" };
const reply: ChatMessage[] = [
  { id: 2, author: "player", body: "Help", createdAt: "2026-03-10T12:01:00.000Z" },
  { id: 3, author: "support", body: "Sure", createdAt: "2026-03-10T12:01:00.000Z" },
];

describe("chat endpoints", () => {
  it.each([
    ["getChatMessages", () => getChatMessages(), "GET", "/api/user/chat/messages", { messages: [hello] }, [hello]],
    ["sendChatMessage", () => sendChatMessage({ body: "Help" }), "POST", "/api/user/chat/messages", { messages: reply }, reply],
    ["getChatSettings", () => getChatSettings(), "GET", "/api/user/chat/settings", { sound: true, notifications: true }, { sound: true, notifications: true }],
    ["updateChatSettings", () => updateChatSettings({ sound: false }), "PUT", "/api/user/chat/settings", { sound: false, notifications: true }, { sound: false, notifications: true }],
  ])("%s calls its method and path", async (_name, call, method, path, data, expected) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    expect(await call()).toEqual(expected);
    expect(fake.last()).toMatchObject({ method, url: `https://api.test${path}` });
  });

  it("appends sent messages to the cached conversation", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatMessagesQueryKey, [hello]);
    await sendChatMessageMutationOptions(queryClient).onSuccess!(reply, { body: "Help" }, undefined, {} as never);
    expect(queryClient.getQueryData(chatMessagesQueryKey)).toEqual([hello, ...reply]);
  });
});
