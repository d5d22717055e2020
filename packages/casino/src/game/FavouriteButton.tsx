import { useLingui } from "@lingui/react/macro";
import * as styles from "./GamePage.css.ts";

export type FavouriteButtonProps = {
  name: string;
  pressed: boolean;
  onToggle: () => void;
  /** While a player's favourites are still loading: the state is not known yet. */
  disabled?: boolean;
};

/** A heart toggle; its label says what pressing it does, aria-pressed what it is. */
export function FavouriteButton({ name, pressed, onToggle, disabled = false }: FavouriteButtonProps) {
  const { t } = useLingui();
  const label = pressed ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`;
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onToggle}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={pressed ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
