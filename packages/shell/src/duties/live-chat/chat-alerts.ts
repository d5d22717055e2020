/** A short two-tone chime for a support answer (the player's "sound" chat setting); silent where audio is blocked. */
export function playChime(): void {
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.value = 0.05;
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + i * 0.12);
      tone.stop(context.currentTime + i * 0.12 + 0.1);
    });
    setTimeout(() => void context.close(), 500);
  } catch {
    // No audio here.
  }
}

/** A system notification while the tab is in the background (the "notifications" chat setting). */
export function notifyInBackground(title: string, body: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted" || document.visibilityState === "visible") return;
  try {
    new Notification(title, { body });
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}

export function askNotificationPermission(): void {
  if (typeof Notification !== "undefined" && Notification.permission === "default") void Notification.requestPermission();
}
