import type { TabMessage } from "@casino/domain";
import { connectTabTransport, receiveTabMessage } from "../tabs/tab-bus.ts";

/**
 * Stands in for the player's other tabs in a test: what this tab told them (`sent`), and `tell`, a message from one of
 * them. `close` disconnects (call it after the test).
 */
export function fakeOtherTabs(): { sent: TabMessage[]; tell: (message: TabMessage) => void; close: () => void } {
  const sent: TabMessage[] = [];
  connectTabTransport((message) => sent.push(message));
  return { sent, tell: receiveTabMessage, close: () => connectTabTransport(undefined) };
}
