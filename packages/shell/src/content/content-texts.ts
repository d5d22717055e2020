import { use, useMemo, useState } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { contentTextsQueryOptions, getContentTexts } from "@casino/api-client";
import { contentVersion, createContentCache, mergeContentTexts, useLocale, type ContentCache } from "@casino/i18n";
import { DEFAULT_CONTENT_TEXTS } from "./default-texts.ts";

const browserCache = createContentCache();

// The built-in texts translated once per locale: the catalogs are static, and many components read them.
const translatedDefaults = new Map<string, Record<string, string>>();

function defaultsIn(locale: string, translate: (message: MessageDescriptor) => string): Record<string, string> {
  let texts = translatedDefaults.get(locale);
  if (!texts) {
    texts = Object.fromEntries(Object.entries(DEFAULT_CONTENT_TEXTS).map(([key, message]) => [key, translate(message)]));
    translatedDefaults.set(locale, texts);
  }
  return texts;
}

/**
 * The remote texts of a locale (spec §7 locales/{locale}.json), versioned by the day's date. A copy younger than
 * five minutes in localStorage is the query's initial data, so a reload within that time asks nothing.
 */
export function contentTextsQuery(locale: string, now: number, cache: ContentCache = browserCache) {
  const version = contentVersion(now);
  const stored = () => cache.read(locale, version, Date.now());
  return queryOptions({
    ...contentTextsQueryOptions(locale, version),
    queryFn: async ({ signal }) => {
      const data = await getContentTexts(locale, version, { signal });
      cache.write(locale, version, data.texts, Date.now());
      return data;
    },
    initialData: () => {
      const entry = stored();
      return entry && { locale, texts: { ...entry.texts } };
    },
    initialDataUpdatedAt: () => stored()?.storedAt,
  });
}

export type ContentTextsState = {
  /** Built-in texts in the active language with the remote texts over them, by key. */
  texts: Readonly<Record<string, string>>;
  /** The remote texts' state: "pending" until they first arrive, "error" when they could not load. */
  status: "pending" | "error" | "success";
  /** Whether the remote texts have arrived (from the server or the five-minute cache). */
  hasRemoteTexts: boolean;
  refetch: () => void;
};

/** The content texts of the active locale; a language change fetches the new locale's (its key holds the locale). */
export function useContentTexts(): ContentTextsState {
  const { locale } = useLocale();
  const { _ } = useLingui();
  const [now] = useState(() => Date.now());
  const query = useQuery(contentTextsQuery(locale, now));
  const defaults = defaultsIn(locale, _);
  const remote = query.data?.texts;
  const texts = useMemo(() => mergeContentTexts(defaults, remote), [defaults, remote]);
  const { refetch } = query;
  return { texts, status: query.status, hasRemoteTexts: remote !== undefined, refetch: () => void refetch() };
}

/** The content keys whose built-in texts are in topic-texts.ts, a chunk of their own. */
const TOPIC_PREFIXES = ["faq.", "bonus.error.", "deposit.error."];
let topicTexts: Promise<Readonly<Record<string, MessageDescriptor>>> | undefined;

function loadTopicTexts(): Promise<Readonly<Record<string, MessageDescriptor>>> {
  topicTexts ??= import("./topic-texts.ts").then(
    (module) => module.TOPIC_TEXTS,
    (error: unknown) => {
      // A failed chunk is not kept: the error boundary's retry asks again.
      topicTexts = undefined;
      throw error;
    },
  );
  return topicTexts;
}

/**
 * One content text by key (e.g. "cookie.notice", "bonus.error.ACTIVE_BONUS"), or undefined when none exists. A FAQ,
 * bonus error or deposit error key suspends the component until its built-in texts' chunk has loaded (once).
 */
export function useContentText(key: string): string | undefined {
  const { texts } = useContentTexts();
  const { _ } = useLingui();
  const topics = TOPIC_PREFIXES.some((prefix) => key.startsWith(prefix)) ? use(loadTopicTexts()) : undefined;
  const builtIn = topics?.[key];
  return texts[key] ?? (builtIn ? _(builtIn) : undefined);
}
