type WarmModule = { warm: () => Promise<unknown> };

/** A route loader from `warmingLoader`; `preload` fetches its warm module without running it. */
export interface WarmingLoader {
  (): null;
  preload: () => void;
}

/**
 * A route loader that starts a page's first reads while the page's code is still downloading, so the
 * figures are in by the time it renders (its own queries find them in the cache). Navigation never
 * waits for it, and a failure only means the page fetches for itself.
 *
 * Route tables are part of the entry chunk, so this stays tiny: the page's `warm` module (loaded
 * here, beside the page) holds the reads and their permission check (see warmWhenPermitted).
 */
export function warmingLoader(load: () => Promise<WarmModule>): WarmingLoader {
  // Neither a module that fails to load nor a warm-up that fails may surface as an unhandled rejection.
  const loader = (): null => {
    load()
      .then((module) => module.warm())
      .catch(() => undefined);
    return null;
  };
  return Object.assign(loader, { preload: () => void load().catch(() => undefined) });
}

export function isWarmingLoader(loader: unknown): loader is WarmingLoader {
  return typeof loader === 'function' && typeof (loader as Partial<WarmingLoader>).preload === 'function';
}
