import { lazyPage, type PageDefinition } from "@casino/shell";

/** /Wallet (page key `wallet`): its own chunk, loaded when the player goes there. */
export const walletPages: PageDefinition[] = [{ key: "wallet", component: lazyPage(() => import("./WalletPage.tsx"), "WalletPage") }];
