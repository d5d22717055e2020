import { lazyPage, type PageDefinition } from "@casino/shell";

/** The history pages (issue 5 point 7), one chunk for both: the classic and the v2 profile show the same view. */
export const historyPages: PageDefinition[] = [
  { key: "transactions", component: lazyPage(() => import("./HistoryPages.tsx"), "TransactionsPage") },
  { key: "myHistory", component: lazyPage(() => import("./HistoryPages.tsx"), "MyHistoryPage") },
];
