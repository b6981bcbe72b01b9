import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../lib/ui/loading-screen.js';

export interface LazyRoute {
  /** The route's element: its screen once the code is in, a loading screen until then. */
  Route: ComponentType;
  /** Starts loading the code (once); main.tsx calls it when the app opens on this route. */
  preload(): Promise<ComponentType>;
}

/**
 * A screen whose code is a separate chunk, shown without React.lazy and Suspense: React 19 holds
 * back content that resolves a Suspense boundary until 300 ms after its fallback appeared, and on
 * the dashboard that pause could sit between the code (and the inventory) being ready and the
 * first wine card. Here the loaded screen arrives as an ordinary state update, drawn at once.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  function Route() {
    const { t } = useTranslation();
    const [Screen, setScreen] = useState<ComponentType | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Screen) return;
      let current = true;
      preload().then(
        (component) => current && setScreen(() => component),
        (error: unknown) => {
          // The chunk did not load (offline, or a deploy replaced it): the error boundary shows
          // it, and the next visit to the route tries again.
          loading = undefined;
          if (current) setFailure({ error });
        },
      );
      return () => {
        current = false;
      };
    }, [Screen]);
    if (failure) throw failure.error;
    return Screen ? <Screen /> : <LoadingScreen label={t('app.loading')} />;
  }

  return { Route, preload };
}
