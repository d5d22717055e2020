import * as v from "valibot";

/**
 * What a brand lets run and frame besides its own files (brand.json `contentSecurity`, build time only: the build
 * writes the Content-Security-Policy from it, and settings2 can't change it at run time).
 * - tagScriptHosts: origins the script loader may load tag scripts from (`https://host`, `https://*.host`, a port
 *   allowed); the CSP's script-src gets the same list.
 * The CSP's frame-src takes the brand's `gameProviderOrigins` (the URL gate's list for the game frame) from brand.json.
 * - allowInlineTagScripts: run inline script bodies from GET scripts. Off by default: it adds 'unsafe-inline' to
 *   script-src, so any injected inline script runs too.
 */
export const ContentSecuritySchema = v.object({
  tagScriptHosts: v.optional(v.array(v.string()), []),
  allowInlineTagScripts: v.optional(v.boolean(), false),
});
export type ContentSecurity = v.InferOutput<typeof ContentSecuritySchema>;
