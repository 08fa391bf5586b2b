let bearer: string | undefined;

/**
 * The signed-in customer's token for the API's `Authorization` header, or
 * `null` after signing out. Only the browser sets it (the session is read
 * after `clientStarted`); server renders never carry a customer's token.
 * Kept apart from the client, so that the session's model sets it without
 * loading the client.
 */
export function setApiToken(token: string | null): void {
  bearer = token ?? undefined;
}

/** The token the API client sends, if any. */
export function apiToken(): string | undefined {
  return bearer;
}
