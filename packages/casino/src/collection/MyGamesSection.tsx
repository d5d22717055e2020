/** STUB (game slice replaces it): the player's favourite and recently played games (guest: stored on the device). */
export function MyGamesSection() {
  return null;
}
