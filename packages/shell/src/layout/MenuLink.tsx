import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { MenuEntry } from "@casino/domain";
import { PageLink } from "../links/PageLink.tsx";

const ExternalMenuLink = lazy(() => import("./ExternalMenuLink.tsx"));

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * A menu entry's link: by page key, else an in-app href through the router (keeping its query), else external
 * through the URL gate (ExternalMenuLink; its text until that chunk is in).
 */
export function MenuLink({ entry, className, children }: { entry: MenuEntry; className: string; children: ReactNode }) {
  if (entry.page) {
    return (
      <PageLink page={entry.page} className={className}>
        {children}
      </PageLink>
    );
  }
  const href = entry.href ?? "/";
  if (!isInternal(href)) {
    return (
      <Suspense fallback={<span className={className}>{children}</span>}>
        <ExternalMenuLink href={href} className={className}>
          {children}
        </ExternalMenuLink>
      </Suspense>
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
