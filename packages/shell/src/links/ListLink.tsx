import type { FocusEvent, MouseEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { usePagePath, type PageLinkBaseProps } from "./PageLink.tsx";

type AnyRouter = ReturnType<typeof useRouter>;

type Handlers = {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart: (event: { currentTarget: HTMLAnchorElement }) => void;
  onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => void;
};

const handlersByRouter = new WeakMap<AnyRouter, Handlers>();
const pendingPreloads = new WeakMap<HTMLAnchorElement, ReturnType<typeof setTimeout>>();

/** One set of handlers per router, shared by every list link: they read the target from the anchor itself. */
function handlersFor(router: AnyRouter): Handlers {
  const known = handlersByRouter.get(router);
  if (known) return known;
  const intent = () => router.options.defaultPreload === "intent";
  const preload = (anchor: HTMLAnchorElement) => {
    const href = anchor.getAttribute("href");
    // A failed preload is retried by the navigation itself; nothing to tell the player here.
    // preloadRoute builds its location as navigate does, from an href too; its type only names the `to` form.
    if (href) router.preloadRoute({ href } as Parameters<AnyRouter["preloadRoute"]>[0]).catch(() => undefined);
  };
  const cancel = (anchor: HTMLAnchorElement) => {
    clearTimeout(pendingPreloads.get(anchor));
    pendingPreloads.delete(anchor);
  };
  const schedule = (anchor: HTMLAnchorElement) => {
    if (!intent() || pendingPreloads.has(anchor)) return;
    pendingPreloads.set(
      anchor,
      setTimeout(() => {
        pendingPreloads.delete(anchor);
        preload(anchor);
      }, router.options.defaultPreloadDelay ?? 50),
    );
  };
  const handlers: Handlers = {
    onClick: (event) => {
      const anchor = event.currentTarget;
      const target = anchor.getAttribute("target");
      // As the router's own links: a modified or middle click, or another target, is the browser's (new tab, window).
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if (target && target !== "_self") return;
      const href = anchor.getAttribute("href");
      if (!href) return;
      event.preventDefault();
      cancel(anchor);
      void router.navigate({ href });
    },
    onMouseEnter: (event) => schedule(event.currentTarget),
    onFocus: (event) => schedule(event.currentTarget),
    onTouchStart: (event) => {
      if (intent()) preload(event.currentTarget);
    },
    onMouseLeave: (event) => cancel(event.currentTarget),
  };
  handlersByRouter.set(router, handlers);
  return handlers;
}

/**
 * A link by page key for long lists (the game grid mounts a row of them on each scroll step): a plain anchor whose
 * href the router builds once, navigating through the router on a plain click and preloading the page on hover,
 * focus or touch as the router's links do. Unlike PageLink it has no active state, so it does not subscribe to the
 * router's location: at CPU x4 that subscription and its effects were about a seventh of a grid row's render.
 */
export function ListLink({
  page,
  params,
  className,
  children,
  ...rest
}: PageLinkBaseProps & { [data: `data-${string}`]: string | undefined }) {
  const router = useRouter();
  const to = usePagePath(page);
  const location = router.buildLocation({ to, params: params as never });
  const href = router.history.createHref(location.publicHref) || "/";
  return (
    <a href={href} className={className} {...rest} {...handlersFor(router)}>
      {children}
    </a>
  );
}
