/** STUB (grid slice replaces it): the virtualised, filterable game grid of a category, a provider or the whole catalogue. */
export interface GameBrowserProps {
  /** A category slug (slots, live-casino, popular...) or none for every game. */
  category?: string;
  /** A fixed provider slug (the provider's page); otherwise the player filters by provider. */
  provider?: string;
  /** The visible heading of the grid section. */
  heading: string;
}

export function GameBrowser({ heading }: GameBrowserProps) {
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
    </section>
  );
}
