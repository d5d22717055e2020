// Runs in a worker the entry starts (warm-intl.ts): builds one of each Intl formatter the first pages use, so the
// browser's process-wide Intl set-up happens on this thread instead of the page's (see warm-intl.ts), then ends.
new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(1);
new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(0);
new Intl.PluralRules("en").select(1);
close();
