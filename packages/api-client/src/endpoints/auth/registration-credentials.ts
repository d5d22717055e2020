import { mutationOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/**
 * POST /api/user/send-registration-credentials (token required): e-mails the 1-click credentials shown
 * on the credentials screen to `email`. The server checks them against the account first
 * (400 INVALID_CREDENTIALS), so the call cannot mail arbitrary text. Failure text: "credential e-mail send failure".
 */
export const RegistrationCredentialsPayloadSchema = v.object({
  email: v.string(),
  username: v.string(),
  password: v.string(),
});
export type RegistrationCredentialsPayload = v.InferInput<typeof RegistrationCredentialsPayloadSchema>;
export const RegistrationCredentialsResponseSchema = MessageResponseSchema;

export const sendRegistrationCredentials = (payload: RegistrationCredentialsPayload): Promise<MessageResponse> =>
  apiRequest({
    method: "POST",
    path: "/api/user/send-registration-credentials",
    body: payload,
    schema: RegistrationCredentialsResponseSchema,
  });

export const sendRegistrationCredentialsMutationOptions = () =>
  mutationOptions({ mutationKey: ["user", "send-registration-credentials"], mutationFn: sendRegistrationCredentials });
