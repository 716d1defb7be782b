// A React.lazy component that can be fetched ahead of its first render (ADR 045 §9). The first load of
// the home page carries only what a guest needs before the first key; parts the server renders for some
// visitors only (a signed-in learner's menu) live in their own chunk, and entry.client preloads that
// chunk before it hydrates such a page. Once preloaded, the component renders in the same pass as its
// parent (a thenable that has already resolved: React.lazy does not suspend on it), so hydration finds
// it where the server put it. Not preloaded, it suspends like any lazy component: render it inside
// <Suspense>, or mount it only after hydration, never inside markup the server rendered without it.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk once; a failed fetch may be tried again. */
  preload: () => Promise<void>;
  /** Whether the chunk is here, so the component renders without suspending. */
  isLoaded: () => boolean;
};

type Loaded<P> = { default: ComponentType<P> };

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: Loaded<P> | null = null;
  let loading: Promise<Loaded<P>> | null = null;
  const fetchOnce = () =>
    (loading ??= Promise.resolve()
      .then(load)
      .then(
        (component) => (loaded = { default: component }),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      ));
  const component = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    // Already here: a thenable that calls back at once, so React renders it without suspending.
    if (ready) return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as unknown as Promise<Loaded<P>>;
    return fetchOnce();
  });
  // The server renders every page in one pass and has the whole bundle: it loads the chunk at start-up.
  if (typeof document === "undefined") void fetchOnce().catch(() => {});
  return Object.assign(component, { preload: () => fetchOnce().then(() => undefined), isLoaded: () => loaded !== null });
}
