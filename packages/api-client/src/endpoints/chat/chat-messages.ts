import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

export const CHAT_AUTHORS = ["player", "support"] as const;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const ChatMessageSchema = v.object({
  id: v.number(),
  author: v.picklist(CHAT_AUTHORS),
  body: v.string(),
  createdAt: v.string(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;
export const ChatMessagesSchema = v.object({ messages: v.array(ChatMessageSchema) });
export const ChatMessagesResponseSchema = successEnvelope(ChatMessagesSchema);

export const SendChatMessagePayloadSchema = v.object({
  body: v.pipe(v.string(), v.trim(), v.nonEmpty("Please enter a message"), v.maxLength(CHAT_MESSAGE_MAX_LENGTH)),
});
export type SendChatMessagePayload = v.InferInput<typeof SendChatMessagePayloadSchema>;

/** GET /api/user/chat/messages (token): the conversation, oldest first. */
export async function getChatMessages(options: { signal?: AbortSignal } = {}): Promise<ChatMessage[]> {
  const { data } = await apiRequest({ path: "/api/user/chat/messages", schema: ChatMessagesResponseSchema, ...options });
  return data.messages;
}

/** POST /api/user/chat/messages { body } (token): answers the player's message and support's reply. */
export async function sendChatMessage(payload: SendChatMessagePayload): Promise<ChatMessage[]> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/chat/messages", body: payload, schema: ChatMessagesResponseSchema });
  return data.messages;
}

export const chatMessagesQueryKey = ["chat", "messages"] as const;

export const chatMessagesQueryOptions = () =>
  queryOptions({ queryKey: chatMessagesQueryKey, queryFn: ({ signal }) => getChatMessages({ signal }) });

/** New messages are appended to the cached conversation. */
export const sendChatMessageMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["chat", "send"],
    mutationFn: sendChatMessage,
    onSuccess: (added) =>
      queryClient.setQueryData<ChatMessage[]>(chatMessagesQueryKey, (current = []) => [...current, ...added]),
  });
