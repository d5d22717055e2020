/**
 * A category, provider or game slug: lower-case words of letters and digits joined by single hyphens. Its own module:
 * the lobby's first download checks a guest's stored slugs, without the lobby search's schema around it.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string): boolean => SLUG.test(value);
