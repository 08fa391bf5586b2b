let loader: () => Promise<unknown> = async () => undefined;
let loading: Promise<unknown> | undefined;

/**
 * Names how the session's features (the server cart, the session watcher)
 * are loaded: the app installs a dynamic import, so the first page's script
 * never carries them.
 */
export function installSessionFeatures(load: () => Promise<unknown>): void {
  loader = load;
}

/** Loads the session's features, once: before a stored session is restored, and before signing in. */
export function loadSessionFeatures(): Promise<unknown> {
  loading ??= loader();
  return loading;
}
