import { ChatMessagesResponseSchema, ChatSettingsResponseSchema } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { supportAnswer } from "./chat-support.ts";
import { createSliceApp, get, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const messages = async (p: TestPlayer) => (await parseAs(ChatMessagesResponseSchema, await get(t, "/api/user/chat/messages", p.headers))).data.messages;
const say = (p: TestPlayer, body: unknown) => send(t, "POST", "/api/user/chat/messages", body, p.headers);
const settings = async (p: TestPlayer) => (await parseAs(ChatSettingsResponseSchema, await get(t, "/api/user/chat/settings", p.headers))).data;

describe("chat messages", () => {
  it("greets the demo players and starts empty for others", async () => {
    expect((await messages(playerOf(t, DEMO_PLAYER_IDS.depositor))).map((m) => m.author)).toEqual(["support"]);
    expect(await messages(playerOf(t))).toEqual([]);
  });

  it("stores the player's message and the support bot's answer, oldest first", async () => {
    const player = playerOf(t);
    const { data } = await parseAs(ChatMessagesResponseSchema, await say(player, { body: "  Where is my deposit?  " }));
    expect(data.messages.map((m) => [m.author, m.body])).toEqual([
      ["player", "Where is my deposit?"],
      ["support", supportAnswer("deposit")],
    ]);
    expect(await messages(player)).toEqual(data.messages);
  });

  it.each([
    ["How do I withdraw?", /Withdrawals need a deposit/],
    ["KYC documents", /upload your documents/],
    ["I need a break, self-exclusion", /self-exclusion/],
    ["free spins?", /active bonus/],
    ["hello", /support agent will be with you/],
  ])("answers %j with a canned text", (text, answer) => {
    expect(supportAnswer(text)).toMatch(answer);
  });

  it.each([
    ["an empty message", { body: "   " }],
    ["a message over 2000 characters", { body: "x".repeat(2001) }],
    ["no body", {}],
  ])("refuses %s", async (_, body) => {
    expect(await errorOf(await say(playerOf(t), body))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});

describe("chat settings", () => {
  it("are on by default and change one at a time", async () => {
    const player = playerOf(t);
    expect(await settings(player)).toEqual({ sound: true, notifications: true });
    const res = await send(t, "PUT", "/api/user/chat/settings", { sound: false }, player.headers);
    expect((await parseAs(ChatSettingsResponseSchema, res)).data).toEqual({ sound: false, notifications: true });
    await send(t, "PUT", "/api/user/chat/settings", { notifications: false }, player.headers);
    expect(await settings(player)).toEqual({ sound: false, notifications: false });
  });

  it("refuses a non-boolean", async () => {
    expect(await errorOf(await send(t, "PUT", "/api/user/chat/settings", { sound: "off" }, playerOf(t).headers))).toMatchObject({ status: 400 });
  });
});

describe("access", () => {
  it.each([
    ["GET", "/api/user/chat/messages"],
    ["POST", "/api/user/chat/messages"],
    ["GET", "/api/user/chat/settings"],
    ["PUT", "/api/user/chat/settings"],
  ])("%s %s needs a token", async (method, url) => {
    expect((await t.app.request(url, { method })).status).toBe(401);
  });

  it("a second player's token neither reads the first player's conversation nor changes their settings", async () => {
    const first = playerOf(t);
    const second = playerOf(t);
    await say(first, { body: "my secret" });
    await send(t, "PUT", "/api/user/chat/settings", { sound: false }, second.headers);
    expect(await messages(second)).toEqual([]);
    expect(await settings(first)).toEqual({ sound: true, notifications: true });
  });
});
