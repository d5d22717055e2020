import { useCallback, useMemo } from "react";
import { useMatch, useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { DEFAULT_LOBBY_ORDERS, lobbySearchToParams, parseLobbySearch, type LobbySearch } from "@casino/domain";

// The grid's own params; everything else in the URL (modal, marketing, the lobby's) is kept as it is.
const GRID_PARAMS = ["q", "provider", "sort", "order"] as const;

export type LobbySearchChange = Partial<Pick<LobbySearch, "q" | "provider" | "sort" | "order">>;

export type LobbySearchApi = {
  search: LobbySearch;
  /** `replace` while typing (Back leaves the page, not one letter at a time); a filter or sort is a Back step. */
  change: (change: LobbySearchChange, options?: { replace?: boolean }) => void;
};

/** Applies a change; a new sort without a direction takes that sort's natural one (newest, highest RTP...). */
export function applyLobbyChange(current: LobbySearch, change: LobbySearchChange): LobbySearch {
  const sort = change.sort ?? current.sort;
  const order = change.order ?? (change.sort && change.sort !== current.sort ? DEFAULT_LOBBY_ORDERS[sort] : current.order);
  return { ...current, ...change, sort, order };
}

/** Merges the grid's view into the URL's params; defaults are left out so one view has one URL. */
export function withLobbyParams(previous: Record<string, unknown>, next: LobbySearch): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(previous).filter(([key]) => !(GRID_PARAMS as readonly string[]).includes(key)));
  const { category: _category, ...params } = lobbySearchToParams(next);
  return { ...kept, ...params };
}

/** The grid's filters live in the URL (valibot-validated by the domain), so a link reproduces the view. */
export function useLobbySearch(): LobbySearchApi {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  const ownPath = useMatch({ strict: false, select: (match) => match.pathname });
  const search = useMemo(() => parseLobbySearch(raw), [raw]);
  const change = useCallback(
    (next: LobbySearchChange, options: { replace?: boolean } = {}) => {
      // A debounced search may land while a click is taking the player to a game (the grid stays mounted until
      // that page's chunk arrives): it must neither follow them there nor pull them back.
      if (router.state.location.pathname !== ownPath) return;
      void navigate({
        to: ownPath,
        search: (prev: Record<string, unknown>) => withLobbyParams(prev, applyLobbyChange(parseLobbySearch(prev), next)),
        replace: options.replace ?? false,
        resetScroll: false,
      });
    },
    [navigate, router, ownPath],
  );
  return { search, change };
}
