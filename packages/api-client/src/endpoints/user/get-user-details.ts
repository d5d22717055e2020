import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { AccountRecordSchema, UserSchema } from "./user-schema.ts";

/** GET /api/user/get-user-details: the profile plus its account record (`getUser`). */
export const UserDetailsSchema = v.object({ ...UserSchema.entries, getUser: AccountRecordSchema });
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>;
export const UserDetailsResponseSchema = successEnvelope(UserDetailsSchema);

/** Spec §7/§9: the server-side render gives up after 5 s; the browser uses the default 15 s. */
export const USER_DETAILS_SERVER_TIMEOUT_MS = 5_000;

export async function getUserDetails(options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<UserDetails> {
  const { data } = await apiRequest({ path: "/api/user/get-user-details", schema: UserDetailsResponseSchema, ...options });
  return data;
}

/** Also the key the realtime client writes balances into. */
export const userDetailsQueryKey = ["user", "details"] as const;

export const userDetailsQueryOptions = () =>
  queryOptions({
    queryKey: userDetailsQueryKey,
    queryFn: ({ signal }) => getUserDetails({ signal }),
  });
