import { lazyModal, lazyPage, type ModalDefinition, type PageDefinition } from "@casino/shell";

/** The calendars slice's pages (page keys) and query-driven modals; each page and modal is a lazy chunk of its own. */
export const calendarsPages: PageDefinition[] = [{ key: "cashback", component: lazyPage(() => import("./CashbackPage.tsx"), "CashbackPage") }];

/** `?modal=rakeback` keeps the shell's spec title ("Rewards calendar"). */
export const calendarsModals: ModalDefinition[] = [{ name: "rakeback", component: lazyModal(() => import("./RakebackModal.tsx")), size: "lg" }];
