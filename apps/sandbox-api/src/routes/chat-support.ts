import type { Hono } from "hono";
import { SendChatMessagePayloadSchema, UpdateChatSettingsPayloadSchema } from "@casino/api-client";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { readBody } from "../http/validate.ts";
import { addChatMessage, listChatMessages, readChatSettings, writeChatSettings } from "../repos/chat-support.ts";

/** The sandbox's support bot: a canned answer by topic, so chat screens can be tried without an agent. */
const answers: ReadonlyArray<[RegExp, string]> = [
  [/deposit|payment|card/i, "Deposits usually arrive within minutes. If yours has not, please send us the time and amount and we will check it."],
  [/withdraw|payout|cash ?out/i, "Withdrawals need a deposit, a verified e-mail and completed wagering. Most are processed within 24 hours."],
  [/kyc|verif|document/i, "You can upload your documents under Profile > Verification. Reviews take up to 24 hours."],
  [/limit|exclu|freeze|break/i, "You can set deposit, bet and loss limits, a session time limit, a self-exclusion or an account freeze under Profile > Limits."],
  [/bonus|free ?spin|cashback|rakeback/i, "Your active bonus and its wagering progress are under Profile > My bonuses."],
];
const fallback = "Thanks for your message! A support agent will be with you shortly. (This is the sandbox support bot.)";

export const supportAnswer = (text: string): string => answers.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;

/** Live chat with support: the conversation, sending (the bot answers at once), and the chat settings. */
export function registerChatRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.get("/api/user/chat/messages", (c) => {
    const { userId } = requireUser(c);
    return c.json({ success: true, data: { messages: listChatMessages(db, userId) } });
  });

  app.post("/api/user/chat/messages", async (c) => {
    const { userId } = requireUser(c);
    const { body } = await readBody(c, SendChatMessagePayloadSchema);
    const now = clock();
    const messages = db.transaction(() => [
      addChatMessage(db, userId, "player", body, now),
      addChatMessage(db, userId, "support", supportAnswer(body), now),
    ])();
    return c.json({ success: true, data: { messages } });
  });

  app.get("/api/user/chat/settings", (c) => {
    const { userId } = requireUser(c);
    return c.json({ success: true, data: readChatSettings(db, userId) });
  });

  app.put("/api/user/chat/settings", async (c) => {
    const { userId } = requireUser(c);
    const { sound, notifications } = await readBody(c, UpdateChatSettingsPayloadSchema);
    const current = readChatSettings(db, userId);
    const settings = { sound: sound ?? current.sound, notifications: notifications ?? current.notifications };
    writeChatSettings(db, userId, settings, clock());
    return c.json({ success: true, data: settings });
  });
}
