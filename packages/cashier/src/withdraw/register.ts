import { lazyPage, type PageDefinition } from "@casino/shell";

/** /withdraw (the withdraw key's path): a lazy chunk, so nothing of it reaches the lobby's first download. */
export const withdrawPages: PageDefinition[] = [
  { key: "withdraw", component: lazyPage(() => import("./WithdrawPage.tsx"), "WithdrawPage") },
];

