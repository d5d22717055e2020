import { mutationOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** Spec §7: the geo-blocked visitor's IP, the country their browser location resolved to, and the landing URL. */
export const CountryBlockedPayloadSchema = v.object({
  ip: v.string(),
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.length(2, "country is an ISO 3166-1 alpha-2 code")),
  firstUrl: v.nullish(v.pipe(v.string(), v.maxLength(2000))),
});
export type CountryBlockedPayload = v.InferInput<typeof CountryBlockedPayloadSchema>;
export const CountryBlockedResponseSchema = MessageResponseSchema;

/** PUT /api/user/country-blocked: records a geo-blocked visitor's re-verified location. */
export const reportCountryBlocked = (payload: CountryBlockedPayload): Promise<MessageResponse> =>
  apiRequest({ method: "PUT", path: "/api/user/country-blocked", body: payload, schema: CountryBlockedResponseSchema });

export const countryBlockedMutationOptions = () =>
  mutationOptions({ mutationKey: ["location", "country-blocked"], mutationFn: reportCountryBlocked });
