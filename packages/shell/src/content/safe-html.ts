import { lazy } from "react";

export type { SafeHtmlProps } from "./SafeHtml.tsx";

/** Server HTML, sanitised; DOMPurify loads with the first use so it stays out of the first download. */
export const SafeHtml = lazy(() => import("./SafeHtml.tsx"));
