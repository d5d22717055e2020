import type { ReactNode } from "react";
import { Link, useRouter } from "@tanstack/react-router";
import { pagePathFor } from "../pages/page-registry.ts";
import { useSettings } from "../settings/settings-context.tsx";

/**
 * The path of a page key: the router's table (which also holds the keys features add with a defaultPath), else the
 * brand's resolution of the spec's keys (outside a router, e.g. in a story).
 */
export function usePagePath(page: string): string {
  const settings = useSettings();
  const routed = (useRouter().options.context as { pagePaths?: Readonly<Record<string, string>> } | undefined)?.pagePaths?.[page];
  return routed ?? pagePathFor(page, settings) ?? "/";
}

/** What a link by page key takes, PageLink and ListLink alike. */
export type PageLinkBaseProps = {
  page: string;
  children: ReactNode;
  className?: string;
  /** Path parameters of the page's pattern, e.g. `{ game: "book-of-ra" }` for `/casino/games/$game`. */
  params?: Readonly<Record<string, string>>;
  "aria-label"?: string;
  "aria-describedby"?: string;
  title?: string;
};

/**
 * A link by page key, so a brand's pageUrlSetup moves every link to that page at once. An entry with `shallow`
 * (spec §2) makes the navigation shallow: the window keeps its scroll position instead of going to the top.
 */
export function PageLink({
  page,
  children,
  className,
  exact = false,
  params,
  search,
  ...rest
}: PageLinkBaseProps & {
  /** Search parameters of the target (e.g. a lobby filter); the shell's own (modal) are dropped. */
  search?: Readonly<Record<string, unknown>>;
  /** Current only on the page itself, not on the pages below it (tabs: /profile is not current on /profile/transactions). */
  exact?: boolean;
}) {
  const to = usePagePath(page);
  const shallow = useSettings().pageUrlSetup.some((entry) => entry.key === page && entry.shallow);
  return (
    <Link
      to={to}
      resetScroll={!shallow}
      params={params as never}
      search={search as never}
      className={className}
      activeOptions={{ exact, includeSearch: false }}
      activeProps={{ "aria-current": "page" }}
      {...rest}
    >
      {children}
    </Link>
  );
}
