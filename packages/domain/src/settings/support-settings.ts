import * as v from "valibot";

/** A text the brand gives once, or per locale (`en` is the fallback: localisedText). */
const BrandText = v.union([v.string(), v.record(v.string(), v.string())]);

export const SUPPORT_CHANNEL_KINDS = ["email", "phone", "whatsapp", "telegram", "web"] as const;
export type SupportChannelKind = (typeof SUPPORT_CHANNEL_KINDS)[number];

/**
 * One way to reach the brand's support team (/contacts, issue 29): an e-mail address, a phone number, or a
 * messenger or help-centre link (https, checked by the URL gate before it is shown), with its opening hours.
 */
const SupportChannelSchema = v.variant("kind", [
  v.object({ kind: v.literal("email"), value: v.pipe(v.string(), v.trim(), v.email()), hours: v.optional(BrandText) }),
  v.object({ kind: v.literal("phone"), value: v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d\s()-]{6,20}$/)), hours: v.optional(BrandText) }),
  v.object({
    kind: v.picklist(["whatsapp", "telegram", "web"]),
    value: v.pipe(v.string(), v.trim(), v.url()),
    label: v.optional(BrandText),
    hours: v.optional(BrandText),
  }),
]);
export type SupportChannel = v.InferOutput<typeof SupportChannelSchema>;

/** brand.json `support`: the channels /contacts lists (the live chat is showLiveChat's). */
export const SupportSettingsSchema = v.optional(v.object({ channels: v.optional(v.array(SupportChannelSchema), []) }), () => ({ channels: [] }));
export type SupportSettings = v.InferOutput<typeof SupportSettingsSchema>;

/**
 * The brand's `support` as /contacts shows it. AppSettings carries it unparsed (like responsibleGaming), so this
 * schema stays out of the first download; a malformed channel is left out and the others stay.
 */
export function parseSupportSettings(raw: unknown): SupportSettings {
  const channels = typeof raw === "object" && raw !== null ? (raw as { channels?: unknown }).channels : undefined;
  if (!Array.isArray(channels)) return { channels: [] };
  return {
    channels: channels.flatMap((channel: unknown) => {
      const parsed = v.safeParse(SupportChannelSchema, channel);
      return parsed.success ? [parsed.output] : [];
    }),
  };
}
