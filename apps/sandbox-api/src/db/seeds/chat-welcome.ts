import type { Seed } from "../seed.ts";
import { addChatMessage } from "../../repos/chat-support.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";

/** A greeting from support in every demo player's chat, so the chat window is not empty on first open. */
export const chatWelcomeSeed: Seed = {
  id: "chat-welcome",
  run(db, { now }) {
    for (const userId of Object.values(DEMO_PLAYER_IDS)) {
      addChatMessage(db, userId, "support", "Hi! This is the support team. How can we help you today?", now);
    }
  },
};
