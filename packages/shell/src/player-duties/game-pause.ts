import { create } from "zustand";

/** Who holds the game paused now (a duty's dialog over the game, e.g. the reality check). */
const useGamePauseStore = create<{ holders: readonly string[] }>()(() => ({ holders: [] }));

/**
 * Issue 27 point 5: a duty's dialog that must stop play (the reality check) holds the pause while it shows; the play
 * page tells the game to pause while anyone holds it and to resume after. A game that ignores the message is still
 * behind the modal dialog.
 */
export function holdGamePause(holder: string, held: boolean): void {
  const { holders } = useGamePauseStore.getState();
  if (held === holders.includes(holder)) return;
  useGamePauseStore.setState({ holders: held ? [...holders, holder] : holders.filter((name) => name !== holder) });
}

/** Whether the game must be paused now. */
export const useGamePaused = (): boolean => useGamePauseStore((state) => state.holders.length > 0);
