import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "./get-user-details.ts";
import { GENDERS } from "./user-schema.ts";

const text = v.nullish(v.string());

/**
 * PUT /api/user/update-user-details. Profile fields (send only what the form shows; empty -> null),
 * or `currentPassword` + `newPassword` for a password change. Locked fields (spec §4) must be sent
 * unchanged or left out: a different value answers 409 FIELD_LOCKED.
 */
export const UpdateUserDetailsPayloadSchema = v.object({
  email: text,
  firstName: text,
  lastName: text,
  nickname: text,
  address: text,
  zipCode: text,
  city: text,
  countryCode: text,
  dateOfBirth: text,
  phoneCode: text,
  phone: text,
  gender: v.nullish(v.union([v.picklist(GENDERS), v.literal("")])),
  preferredLanguage: v.optional(v.string()),
  newsLetter: v.optional(v.boolean()),
  /** Which screen saved (e.g. "profile", "deposit", "kyc"); accepted for the real backend, unused by the sandbox. */
  updateFrom: v.optional(v.string()),
  /** True: a change of a KYC-relevant field (names, date of birth, address, city, zip, country) resets kycStatus. */
  onChangeResetKyc: v.optional(v.boolean()),
  currentPassword: v.optional(v.string()),
  newPassword: v.optional(v.string()),
});
export type UpdateUserDetailsPayload = v.InferInput<typeof UpdateUserDetailsPayloadSchema>;
export const UpdateUserDetailsResponseSchema = MessageResponseSchema;

export const updateUserDetails = (payload: UpdateUserDetailsPayload): Promise<MessageResponse> =>
  apiRequest({ method: "PUT", path: "/api/user/update-user-details", body: payload, schema: UpdateUserDetailsResponseSchema });

/** Spec §7 "user then refreshed": success invalidates the user-details query. */
export const updateUserDetailsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["user", "update-details"],
    mutationFn: updateUserDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
  });
