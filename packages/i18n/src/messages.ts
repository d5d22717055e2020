import { msg } from "@lingui/core/macro";

/** Texts about choosing the language, for whichever package renders the language picker or the load error. */
export const languageMessages = {
  label: msg`Language`,
  choose: msg`Choose your language`,
  loadFailed: msg`This language could not be loaded, so the site is shown in English.`,
};
