import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { LobbyOrder, LobbySort } from "@casino/domain";

export type SortOption = { sort: LobbySort; order: LobbyOrder; label: MessageDescriptor };

/**
 * One select for sort and direction: each option says which way it goes ("RTP: highest first"). Popular has
 * one direction only (rank 1 first); the natural direction of each sort comes first.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { sort: "popular", order: "asc", label: msg`Popular` },
  { sort: "releaseDate", order: "desc", label: msg`Release date: newest first` },
  { sort: "releaseDate", order: "asc", label: msg`Release date: oldest first` },
  { sort: "name", order: "asc", label: msg`Name: A to Z` },
  { sort: "name", order: "desc", label: msg`Name: Z to A` },
  { sort: "returnToPlayer", order: "desc", label: msg`RTP: highest first` },
  { sort: "returnToPlayer", order: "asc", label: msg`RTP: lowest first` },
  { sort: "maxMultiplier", order: "desc", label: msg`Max multiplier: highest first` },
  { sort: "maxMultiplier", order: "asc", label: msg`Max multiplier: lowest first` },
  { sort: "minBet", order: "asc", label: msg`Min bet: lowest first` },
  { sort: "minBet", order: "desc", label: msg`Min bet: highest first` },
  { sort: "maxBet", order: "desc", label: msg`Max bet: highest first` },
  { sort: "maxBet", order: "asc", label: msg`Max bet: lowest first` },
];

export const sortOptionValue = ({ sort, order }: { sort: LobbySort; order: LobbyOrder }) => `${sort}:${order}`;

/** The option of a select value; an unknown one (never offered) falls back to Popular. */
export const sortOptionOf = (value: string): SortOption =>
  SORT_OPTIONS.find((option) => sortOptionValue(option) === value) ?? (SORT_OPTIONS[0] as SortOption);
