type TokenStore = {
  getState: () => { token: string | null };
  subscribe: (listener: (state: { token: string | null }) => void) => () => void;
};

/** Calls `load` once there is a session: at once for a returning player, else at the first token (log-in, sign-up). */
export function whenSignedIn(store: TokenStore, load: () => void): void {
  if (store.getState().token) {
    load();
    return;
  }
  const stop = store.subscribe((state) => {
    if (!state.token) return;
    stop();
    load();
  });
}
