// Content: remote texts per locale and marketing scripts.
export {
  CONTENT_TEXTS_STALE_TIME_MS,
  ContentTextsResponseSchema,
  ContentTextsSchema,
  contentTextsQueryOptions,
  getContentTexts,
} from "../endpoints/content/content-texts.ts";
export type { ContentTexts } from "../endpoints/content/content-texts.ts";
export {
  ScriptEntrySchema,
  ScriptsResponseSchema,
  getScripts,
  scriptsQueryOptions,
} from "../endpoints/content/scripts.ts";
export type { ScriptEntry, ScriptsFilter } from "../endpoints/content/scripts.ts";
