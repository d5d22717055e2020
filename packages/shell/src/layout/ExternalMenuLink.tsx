import type { ReactNode } from "react";
import { useUrlGate } from "../links/url-gate.ts";

/**
 * A menu entry's external href (settings2 can name menu entries) through the URL gate: an https link in a new
 * tab, or its plain text when refused (javascript:, http:, ...). Its own chunk: most brands have no external
 * entry, and the gate stays out of the first download.
 */
export default function ExternalMenuLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const external = useUrlGate()("link", href);
  return external ? (
    <a href={external} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}
