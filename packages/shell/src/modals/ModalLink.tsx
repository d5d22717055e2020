import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { MODAL_HISTORY_KEY, MODAL_PARAM } from "./modal-search.ts";

/**
 * A real link (`?modal=name`, middle-click works) that opens a registered modal over the current page, by shallow
 * navigation (spec §2): the page keeps its scroll position.
 */
export function ModalLink({
  modal,
  params,
  children,
  className,
}: {
  modal: string;
  params?: Readonly<Record<string, string>>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, ...params, [MODAL_PARAM]: modal })}
      state={(prev) => ({ ...prev, [MODAL_HISTORY_KEY]: modal }) as typeof prev}
      className={className}
      resetScroll={false}
    >
      {children}
    </Link>
  );
}
