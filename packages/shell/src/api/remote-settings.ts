import * as v from "valibot";
import { apiRequest, successEnvelope } from "@casino/api-client";

/** GET /api/core/casino/settings2 (spec §7): the brand's settings at run time; checked in full by parseAppSettings. */
export const RemoteSettingsResponseSchema = successEnvelope(v.record(v.string(), v.unknown()));

export async function fetchRemoteSettings(options: { signal?: AbortSignal } = {}): Promise<Record<string, unknown>> {
  const { data } = await apiRequest({ path: "/api/core/casino/settings2", schema: RemoteSettingsResponseSchema, ...options });
  return data;
}
