import { useMemo } from "react";
import { safeMarkup } from "./sanitize-html.ts";

export type SafeHtmlProps = {
  html: string;
  className?: string | undefined;
  /** Drop the HTML's own <h1>s, for pages that show their title as the one heading of level 1. */
  withoutTitle?: boolean;
};

export default function SafeHtml({ html, className, withoutTitle = false }: SafeHtmlProps) {
  // Sanitised through the app's Trusted Types policy: the only HTML sink the CSP lets React write.
  const clean = useMemo(() => safeMarkup(html, withoutTitle), [html, withoutTitle]);
  // dir="auto": a text the server has only in English reads left to right inside an Arabic page. data-server-html marks
  // the server's words, which the e2e checks of a translated page tell apart from the interface's messages.
  return <div className={className} dir="auto" data-server-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
