import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** 0 hidden (spec §3), 1 shown and optional, 2 shown and required. */
export const REGISTRATION_FIELD_STATES = [0, 1, 2] as const;
export type RegistrationFieldState = (typeof REGISTRATION_FIELD_STATES)[number];

/** Sign-up field name (email, password, firstName, phone, dateOfBirth, ...) to its state. */
export const RegistrationFieldsSchema = v.record(v.string(), v.picklist(REGISTRATION_FIELD_STATES));
export type RegistrationFields = v.InferOutput<typeof RegistrationFieldsSchema>;
export const RegistrationFieldsResponseSchema = successEnvelope(RegistrationFieldsSchema);

/** A field missing from the map counts as hidden. */
export const isRegistrationFieldShown = (fields: RegistrationFields, field: string) => (fields[field] ?? 0) !== 0;

/** GET /api/admin/get-registration-fields */
export async function getRegistrationFields(options: { signal?: AbortSignal } = {}): Promise<RegistrationFields> {
  const { data } = await apiRequest({
    path: "/api/admin/get-registration-fields",
    schema: RegistrationFieldsResponseSchema,
    ...options,
  });
  return data;
}

export const registrationFieldsQueryOptions = () =>
  queryOptions({ queryKey: ["registration-fields"] as const, queryFn: ({ signal }) => getRegistrationFields({ signal }) });
