import { mutationOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, successEnvelope, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/**
 * POST /api/user/send-verification-email (token required): sends (or re-sends; older links stop working)
 * the link. `redirectBase` is where the link sends the player back to (default: the request's Origin).
 * Errors: EMAIL_ALREADY_VERIFIED (409), NO_EMAIL (400, placeholder address).
 */
export const SendVerificationEmailPayloadSchema = v.object({ redirectBase: v.optional(v.string()) });
export type SendVerificationEmailPayload = v.InferInput<typeof SendVerificationEmailPayloadSchema>;
export const SendVerificationEmailResponseSchema = MessageResponseSchema;

export const sendVerificationEmail = (payload: SendVerificationEmailPayload = {}): Promise<MessageResponse> =>
  apiRequest({
    method: "POST",
    path: "/api/user/send-verification-email",
    body: payload,
    schema: SendVerificationEmailResponseSchema,
  });

/**
 * POST /api/user/verify-email { token }: the SPA form of the link (the link itself is
 * GET /api/user/verify-email?token=..., which answers 302 to `redirectBase + redirectTo`).
 * `redirectTo` follows spec §2: "/casino?modal=login" when verified (or already verified),
 * "/?modal=verify-email-expired" when expired or unknown. Prefix "/design" in the design setup.
 */
export const VERIFY_EMAIL_RESULTS = ["verified", "already-verified", "expired", "invalid"] as const;
export const VerifyEmailPayloadSchema = v.object({ token: v.string() });
export const VerifyEmailResultSchema = v.object({
  result: v.picklist(VERIFY_EMAIL_RESULTS),
  redirectTo: v.string(),
});
export type VerifyEmailResult = v.InferOutput<typeof VerifyEmailResultSchema>;
export const VerifyEmailResponseSchema = successEnvelope(VerifyEmailResultSchema);

export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/verify-email",
    body: { token },
    schema: VerifyEmailResponseSchema,
  });
  return data;
}

export const sendVerificationEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ["user", "send-verification-email"], mutationFn: sendVerificationEmail });
export const verifyEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ["user", "verify-email"], mutationFn: verifyEmail });
