/** The entry of `texts` for `language` ("pt-BR"), else for its base language ("pt"), else undefined. */
export function textIn<T>(texts: Readonly<Record<string, T>>, language: string): T | undefined {
  return texts[language] ?? texts[language.split("-")[0]!];
}

/** A texts_json value's texts in `language` ("pt-BR", then "pt"), else English, else the first there is. */
export function localised<T>(json: string, language = "en"): T {
  const texts = JSON.parse(json) as Record<string, T>;
  return textIn(texts, language) ?? texts.en ?? Object.values(texts)[0]!;
}
