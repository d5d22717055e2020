const cache = new Map<string, Intl.DisplayNames | null>();

function namesOf(locale: string, type: "region" | "currency"): Intl.DisplayNames | null {
  const key = `${locale}|${type}`;
  if (!cache.has(key)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type, fallback: "none" });
    } catch {
      // A runtime without the locale's data: the server's name stands.
    }
    cache.set(key, names);
  }
  return cache.get(key)!;
}

/**
 * A country's or currency's name in `locale` as Intl writes it ("DE" in pl: "Niemcy", "EUR": "euro"), else `fallback`
 * (the server's name): a code Intl does not know (a crypto currency such as USDT) keeps the server's.
 */
export function displayName(locale: string, type: "region" | "currency", code: string, fallback: string): string {
  try {
    return namesOf(locale, type)?.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** `items` sorted by their names as `locale` orders words (Polish "Łotwa" after "Litwa"). */
export function sortByName<T>(items: readonly T[], locale: string, nameOf: (item: T) => string): T[] {
  const collator = new Intl.Collator(locale);
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}
