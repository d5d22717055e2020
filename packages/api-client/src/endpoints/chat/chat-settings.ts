import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** Live chat settings: play a sound and show a notification on a new support message. */
export const ChatSettingsSchema = v.object({ sound: v.boolean(), notifications: v.boolean() });
export type ChatSettings = v.InferOutput<typeof ChatSettingsSchema>;
export const ChatSettingsResponseSchema = successEnvelope(ChatSettingsSchema);
export const UpdateChatSettingsPayloadSchema = v.partial(ChatSettingsSchema);
export type UpdateChatSettingsPayload = v.InferInput<typeof UpdateChatSettingsPayloadSchema>;

/** GET /api/user/chat/settings (token); both on until changed. */
export async function getChatSettings(options: { signal?: AbortSignal } = {}): Promise<ChatSettings> {
  const { data } = await apiRequest({ path: "/api/user/chat/settings", schema: ChatSettingsResponseSchema, ...options });
  return data;
}

/** PUT /api/user/chat/settings { sound?, notifications? } (token): answers the settings. */
export async function updateChatSettings(payload: UpdateChatSettingsPayload): Promise<ChatSettings> {
  const { data } = await apiRequest({ method: "PUT", path: "/api/user/chat/settings", body: payload, schema: ChatSettingsResponseSchema });
  return data;
}

export const chatSettingsQueryKey = ["chat", "settings"] as const;

export const chatSettingsQueryOptions = () =>
  queryOptions({ queryKey: chatSettingsQueryKey, queryFn: ({ signal }) => getChatSettings({ signal }) });

export const updateChatSettingsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["chat", "update-settings"],
    mutationFn: updateChatSettings,
    onSuccess: (settings) => queryClient.setQueryData(chatSettingsQueryKey, settings),
  });
