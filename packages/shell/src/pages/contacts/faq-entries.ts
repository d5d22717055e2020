export type FaqEntry = { id: string; question: string; answer: string };

const ITEM_KEY = /^faq\.items\.(\d+)\.(question|answer)$/;

/**
 * The FAQ as /contacts lists it: the built-in items (topic texts) with the remote content texts over them by key
 * (`faq.items.<n>.question` / `.answer`), so the remote texts may reword, add or blank out (empty text) an item.
 * An item shows only with both a question and an answer, in the order of its number.
 */
export function faqEntries(builtIn: Readonly<Record<string, string>>, remote: Readonly<Record<string, string>> = {}): FaqEntry[] {
  const items = new Map<number, { question?: string; answer?: string }>();
  for (const texts of [builtIn, remote]) {
    for (const [key, text] of Object.entries(texts)) {
      const match = ITEM_KEY.exec(key);
      if (!match) continue;
      const index = Number(match[1]);
      items.set(index, { ...items.get(index), [match[2] as "question" | "answer"]: text.trim() });
    }
  }
  return [...items.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([index, { question, answer }]) => (question && answer ? [{ id: `faq-${index}`, question, answer }] : []));
}
