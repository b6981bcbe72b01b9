import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from './ui/loading-screen.js';

export interface LazyScreen<P extends object = Record<string, never>> {
  /** The screen once its code is in, a loading screen until then. */
  Screen: ComponentType<P>;
  /**
   * Starts loading the code (once): main.tsx calls it when the app opens on a route, the
   * dashboard for the wine detail once the list is drawn.
   */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A screen whose code is a separate chunk, shown without React.lazy and Suspense: React 19 holds
 * back content that resolves a Suspense boundary until 300 ms after its fallback appeared, and on
 * the dashboard that pause could sit between the code (and the inventory) being ready and the
 * first wine card. Here the loaded screen arrives as a state update (a transition), drawn at
 * once, and a screen whose code was preloaded is drawn in the same render as whatever opened it.
 * (A dialog too: the Reports screen, lazy in a Suspense boundary, waited those 300 ms on every
 * first open.)
 */
export function lazyScreen<P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
  /** What shows while the code loads: the app's full-screen loading screen by default. */
  Loading: () => ReactNode = AppLoading,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The chunk did not load (offline, or a deploy replaced it): the next call tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Screen(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      preload().then(
        // A transition: a screen is drawn in slices, not as one long task of a phone's thread.
        (component) => current && startTransition(() => setLoaded(() => component)),
        // The error boundary shows it; the next visit to the screen tries again.
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : <Loading />;
  }

  return { Screen, preload };
}

function AppLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('app.loading')} />;
}
