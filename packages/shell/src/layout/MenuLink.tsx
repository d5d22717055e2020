import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { MenuEntry } from "@casino/domain";
import { PageLink } from "../links/PageLink.tsx";
import { useUrlGate } from "../links/url-gate.ts";

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * A menu entry's link: by page key, else an in-app href through the router (keeping its query), else external
 * through the URL gate (settings2 can name menu entries: a javascript: or http: one is shown as plain text).
 */
export function MenuLink({ entry, className, children }: { entry: MenuEntry; className: string; children: ReactNode }) {
  const gate = useUrlGate();
  if (entry.page) {
    return (
      <PageLink page={entry.page} className={className}>
        {children}
      </PageLink>
    );
  }
  const href = entry.href ?? "/";
  if (!isInternal(href)) {
    const external = gate("link", href);
    return external ? (
      <a href={external} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span className={className}>{children}</span>
    );
  }
  const url = new URL(href, "http://app.invalid");
  const search = Object.fromEntries(url.searchParams);
  return (
    <Link
      to={url.pathname}
      search={search}
      {...(url.hash ? { hash: url.hash.slice(1) } : {})}
      className={className}
      activeOptions={{ exact: url.pathname === "/" }}
      activeProps={{ "aria-current": "page" }}
    >
      {children}
    </Link>
  );
}
