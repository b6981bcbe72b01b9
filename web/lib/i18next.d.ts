import 'i18next';
import type access from '../locales/en/access.json';
import type activity from '../locales/en/activity.json';
import type costs from '../locales/en/costs.json';
import type dashboard from '../locales/en/dashboard.json';
import type exports from '../locales/en/exports.json';
import type guestLink from '../locales/en/guest-link.json';
import type inventory from '../locales/en/inventory.json';
import type managers from '../locales/en/managers.json';
import type offlineQueue from '../locales/en/offline-queue.json';
import type purchasing from '../locales/en/purchasing.json';
import type reasons from '../locales/en/reasons.json';
import type removals from '../locales/en/removals.json';
import type reports from '../locales/en/reports.json';
import type sales from '../locales/en/sales.json';
import type salesDepletion from '../locales/en/sales-depletion.json';
import type scanning from '../locales/en/scanning.json';
import type settings from '../locales/en/settings.json';
import type stocktakes from '../locales/en/stocktakes.json';
import type team from '../locales/en/team.json';
import type variance from '../locales/en/variance.json';
import type en from '../locales/en.json';

// Typed keys: a misspelt t('login.titel') is a compile error. The area files' top-level keys are
// merged into the one namespace (web/lib/i18n.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof activity &
        typeof access &
        typeof costs &
        typeof dashboard &
        typeof exports &
        typeof guestLink &
        typeof inventory &
        typeof managers &
        typeof offlineQueue &
        typeof purchasing &
        typeof reasons &
        typeof removals &
        typeof reports &
        typeof salesDepletion &
        typeof sales &
        typeof scanning &
        typeof settings &
        typeof stocktakes &
        typeof team &
        typeof variance;
    };
  }
}
