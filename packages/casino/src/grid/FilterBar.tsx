import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { LobbySearch } from "@casino/domain";
import { Select, TextField } from "@casino/ui-kit";
import * as styles from "./FilterBar.css.ts";
import { ProviderFilter } from "./ProviderFilter.tsx";
import { SORT_OPTIONS, sortOptionOf, sortOptionValue } from "./sort-options.ts";
import type { LobbySearchChange } from "./use-lobby-search.ts";

export type FilterBarProps = {
  text: string;
  onText: (text: string) => void;
  search: LobbySearch;
  onChange: (change: LobbySearchChange) => void;
  /** False on a provider's own page, where the provider is fixed. */
  showProviders: boolean;
};

/**
 * Search, providers and sort above the grid; each change shows at once and lands in the URL. Memoised: the grid's
 * pages arriving while the player scrolls re-render the browser, and these controls have not changed.
 */
export const FilterBar = memo(function FilterBar({ text, onText, search, onChange, showProviders }: FilterBarProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.bar}>
      <div className={styles.search}>
        <TextField
          type="search"
          label={t`Search games`}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
      </div>
      {showProviders ? <ProviderFilter selected={search.provider} onChange={(provider) => onChange({ provider })} /> : null}
      <div className={styles.control}>
        <Select
          label={t`Sort by`}
          value={sortOptionValue(search)}
          onChange={(event) => {
            const { sort, order } = sortOptionOf(event.currentTarget.value);
            onChange({ sort, order });
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={sortOptionValue(option)} value={sortOptionValue(option)}>
              {i18n._(option.label)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
});
