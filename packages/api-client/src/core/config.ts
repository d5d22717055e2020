/** Where the request core gets its environment from; set once at start by the shell (and by tests). */
export interface ApiClientConfig {
  /** Prefix of every path, e.g. "https://api.example.com" or "" for same-origin. */
  baseUrl: string;
  /** Brand's system token, sent as `x-system-token` (see README "System token"). */
  systemToken?: string | undefined;
  /** The current access token; read on every call so a new login is picked up at once. */
  getToken: () => string | null | undefined;
  /** The current interface language, sent as `Accept-Language`. */
  getLanguage: () => string;
  /**
   * Called before the error is thrown on the session's 403 (code SESSION_EXPIRED, on a call sent with a token):
   * the shell clears the token and opens the login modal.
   */
  onSessionExpired: () => void;
  /** Injected for tests and server-side rendering; defaults to the global fetch. */
  fetch?: typeof fetch;
}

let current: ApiClientConfig | undefined;

/** Sets (replaces) the configuration every later `apiRequest` uses. */
export function configureApiClient(config: ApiClientConfig): void {
  current = { ...config };
}

/** The active configuration; a clear error when the shell forgot to configure the client. */
export function getApiClientConfig(): ApiClientConfig {
  if (!current) throw new Error("api-client is not configured: call configureApiClient() at start");
  return current;
}

/** For tests: forget the configuration. */
export function resetApiClient(): void {
  current = undefined;
}
