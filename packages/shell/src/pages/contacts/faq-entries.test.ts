import { describe, expect, it } from "vitest";
import { faqEntries } from "./faq-entries.ts";

const builtIn = {
  "faq.title": "FAQ",
  "faq.items.1.question": "Q1",
  "faq.items.1.answer": "A1",
  "faq.items.2.question": "Q2",
  "faq.items.2.answer": "A2",
  "cookie.notice": "not a FAQ text",
};

describe("faqEntries", () => {
  it.each([
    ["the built-in items in order", {}, [["Q1", "A1"], ["Q2", "A2"]]],
    ["a remote question over the built-in one", { "faq.items.2.question": "Q2 remote" }, [["Q1", "A1"], ["Q2 remote", "A2"]]],
    ["a remote item added, sorted by number", { "faq.items.10.question": "Q10", "faq.items.10.answer": "A10", "faq.items.3.question": "Q3", "faq.items.3.answer": "A3" }, [["Q1", "A1"], ["Q2", "A2"], ["Q3", "A3"], ["Q10", "A10"]]],
    ["an item the remote texts blank out left away", { "faq.items.1.answer": "  " }, [["Q2", "A2"]]],
    ["a remote question without an answer left away", { "faq.items.4.question": "Q4" }, [["Q1", "A1"], ["Q2", "A2"]]],
    ["keys that only look like items ignored", { "faq.items.x.question": "X", "faq.items.5.title": "T" }, [["Q1", "A1"], ["Q2", "A2"]]],
  ])("gives %s", (_name, remote, expected) => {
    expect(faqEntries(builtIn, remote).map((entry) => [entry.question, entry.answer])).toEqual(expected);
  });

  it("gives each item a stable id by its number", () => {
    expect(faqEntries(builtIn).map((entry) => entry.id)).toEqual(["faq-1", "faq-2"]);
  });
});
