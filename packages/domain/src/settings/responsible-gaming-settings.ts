import * as v from "valibot";

/** A text the brand gives once, or per locale (`en` is the fallback: localisedText). */
const BrandText = v.union([v.string(), v.record(v.string(), v.string())]);

/**
 * One organisation that helps with problem gambling (issue 27 point 8): its name, site (an https link, checked by
 * the URL gate before it is shown), and optionally a helpline and what it offers.
 */
const HelpOrganisationSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  url: v.string(),
  phone: v.optional(v.string()),
  description: v.optional(BrandText),
});
export type HelpOrganisation = v.InferOutput<typeof HelpOrganisationSchema>;

/**
 * brand.json `responsibleGaming` (/responsibility): the help organisations of the brand's markets and a
 * self-assessment test; a brand without them shows the page's tools and legal text only.
 */
export const ResponsibleGamingSettingsSchema = v.optional(
  v.object({
    helpOrganisations: v.optional(v.array(HelpOrganisationSchema), []),
    /** A self-assessment questionnaire (an https link); empty: none. */
    selfAssessmentUrl: v.optional(v.string(), ""),
  }),
  () => ({ helpOrganisations: [], selfAssessmentUrl: "" }),
);
export type ResponsibleGamingSettings = v.InferOutput<typeof ResponsibleGamingSettingsSchema>;

const NO_HELP: ResponsibleGamingSettings = { helpOrganisations: [], selfAssessmentUrl: "" };

/**
 * The brand's `responsibleGaming` as /responsibility shows it. AppSettings carries it unparsed, so this schema stays
 * out of the first download (only /responsibility reads it); a malformed value shows no organisations instead of
 * failing the whole settings.
 */
export function parseResponsibleGamingSettings(raw: unknown): ResponsibleGamingSettings {
  const parsed = v.safeParse(ResponsibleGamingSettingsSchema, raw);
  return parsed.success ? parsed.output : NO_HELP;
}
