import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./load-catalog.ts";
import { LOCALE_CODES, type Locale } from "./locales.ts";
import { languageMessages } from "./messages.ts";

async function i18nFor(locale: Locale) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await loadCatalog(locale) });
  return i18n;
}

// Production builds strip the source text from descriptors, leaving only the hashed id: what the catalog
// holds for that id is all the player can ever see.
const idOnly = (descriptor: { id: string }) => ({ id: descriptor.id });

describe("loadCatalog", () => {
  it.each([
    ["en", "Language", "Choose your language"],
    ["de", "Sprache", "Wähle deine Sprache"],
    ["ar", "اللغة", "اختر لغتك"],
    ["fr", "Langue", "Choisissez votre langue"],
    ["ja", "言語", "言語を選択してください"],
    ["pt-BR", "Idioma", "Escolha seu idioma"],
    ["he", "שפה", "בחרו שפה"],
    ["fa", "زبان", "زبان خود را انتخاب کنید"],
  ] as const)("loads the %s translations", async (locale, label, choose) => {
    const i18n = await i18nFor(locale);
    expect(i18n._(idOnly(languageMessages.label))).toBe(label);
    expect(i18n._(idOnly(languageMessages.choose))).toBe(choose);
  });

  it.each(LOCALE_CODES)("%s holds every message, none of them a bare id", async (locale) => {
    const [english, messages] = await Promise.all([loadCatalog("en"), loadCatalog(locale)]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, text] of Object.entries(messages)) expect([id], `message ${id} in ${locale}`).not.toEqual(text);
  });

  it("rejects a locale without a compiled catalog", async () => {
    await expect(loadCatalog("xx" as Locale)).rejects.toThrow(/i18n:compile/);
  });
});
