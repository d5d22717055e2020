// Live chat with support.
export {
  CHAT_AUTHORS,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatMessageSchema,
  ChatMessagesResponseSchema,
  ChatMessagesSchema,
  SendChatMessagePayloadSchema,
  chatMessagesQueryKey,
  chatMessagesQueryOptions,
  getChatMessages,
  sendChatMessage,
  sendChatMessageMutationOptions,
} from "../endpoints/chat/chat-messages.ts";
export type { ChatMessage, SendChatMessagePayload } from "../endpoints/chat/chat-messages.ts";
export {
  ChatSettingsResponseSchema,
  ChatSettingsSchema,
  UpdateChatSettingsPayloadSchema,
  chatSettingsQueryKey,
  chatSettingsQueryOptions,
  getChatSettings,
  updateChatSettings,
  updateChatSettingsMutationOptions,
} from "../endpoints/chat/chat-settings.ts";
export type { ChatSettings, UpdateChatSettingsPayload } from "../endpoints/chat/chat-settings.ts";
