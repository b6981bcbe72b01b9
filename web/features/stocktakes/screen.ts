import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

/** A count's pages: counting it, its finish, its record once applied or cancelled. */
export type CountPage = 'count' | 'finish' | 'past';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    /**
     * The counts (no count), or one count. A count opened by its address has no page yet: the
     * screen picks counting or its record by the count's state.
     */
    stocktakes: { count?: string; page?: CountPage };
  }
}

const COUNT_PATH = /^\/admin\/count(?:\/([^/]+))?$/;

/** Stock Count: at /admin/count, a count at /admin/count/<id> (counting, its finish, its record). */
export const stocktakesScreen: ScreenDescriptor<'stocktakes'> = {
  kind: 'stocktakes',
  permission: 'take-stock',
  Screen: lazyDialog(() => import('./stocktake-screen.js').then((m) => m.StocktakeScreen)),
  action: { place: 'count', label: (t) => t('stocktakes.action') },
  address: {
    toPath: ({ count }) =>
      count === undefined ? '/admin/count' : `/admin/count/${encodeURIComponent(count)}`,
    fromPath(path) {
      const match = COUNT_PATH.exec(path);
      if (!match) return null;
      const count = match[1];
      return count === undefined
        ? { kind: 'stocktakes' }
        : { kind: 'stocktakes', count: decodeURIComponent(count) };
    },
  },
};
