/** STUB (game slice replaces it): remembers a launched game as recently played for a guest (stored on the device). */
export function rememberGuestRecent(_slug: string): void {}
