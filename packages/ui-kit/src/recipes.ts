// Styles for elements the ui-kit does not draw (links that know the router), an entry of its own: the main entry
// is in every page's first download, these only where a page uses them.
export { linkButton } from "./components/LinkButton/link-button.css.ts";
export { linkButtonVariants } from "./components/LinkButton/link-button-variants.ts";
export type { LinkButtonVariant } from "./components/LinkButton/link-button-variants.ts";
