import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** The reasons a client may send; the other termination reasons of spec §3 are the server's. */
export const LOGOUT_REASONS = ["USER_INITIATED", "USER_INACTIVITY_TIMEOUT"] as const;
export const LogoutPayloadSchema = v.object({ reason: v.picklist(LOGOUT_REASONS) });
export type LogoutPayload = v.InferInput<typeof LogoutPayloadSchema>;
export const LogoutResponseSchema = MessageResponseSchema;

/**
 * POST /api/user/logout: revokes the current token, or `token` (the session's, when the client has already forgotten
 * it). Idempotent: an already ended session also answers success.
 */
export const logout = (payload: LogoutPayload, token?: string): Promise<MessageResponse> =>
  apiRequest({ method: "POST", path: "/api/user/logout", body: payload, schema: LogoutResponseSchema, ...(token ? { token } : {}) });

/** Drops every cached query of the player on success (a guest must not see the last player's data). */
export const logoutMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["user", "logout"],
    mutationFn: (payload: LogoutPayload) => logout(payload),
    onSettled: () => queryClient.removeQueries({ queryKey: ["user"] }),
  });
