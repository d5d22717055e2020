import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { pagePathFor } from "../pages/page-registry.ts";
import { useSettings } from "../settings/settings-context.tsx";

export function usePagePath(page: string): string {
  return pagePathFor(page, useSettings()) ?? "/";
}

/** A link by page key, so a brand's pageUrlSetup moves every link to that page at once. */
export function PageLink({ page, children, className }: { page: string; children: ReactNode; className?: string }) {
  const to = usePagePath(page);
  return (
    <Link to={to} className={className} activeProps={{ "aria-current": "page" }}>
      {children}
    </Link>
  );
}
