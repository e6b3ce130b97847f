/**
 * A route loader that starts a page's first reads while the page's code is still downloading, so the
 * figures are in by the time it renders (its own queries find them in the cache). Navigation never
 * waits for it, and a failure only means the page fetches for itself.
 *
 * Route tables are part of the entry chunk, so this stays tiny: the page's `warm` module (loaded
 * here, beside the page) holds the reads and their permission check (see warmWhenPermitted).
 */
export function warmingLoader(load: () => Promise<{ warm: () => Promise<unknown> }>) {
  return (): null => {
    // Neither a module that fails to load nor a warm-up that fails may surface as an unhandled rejection.
    load()
      .then((module) => module.warm())
      .catch(() => undefined);
    return null;
  };
}
