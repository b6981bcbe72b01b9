import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardView } from '../../../domain/format-choice.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import classes from './view-switch.module.css';

const VIEWS: readonly DashboardView[] = ['profile', 'bottle', 'inventory'];

/**
 * Profile, bottle or inventory view: native radio buttons (arrow keys move between them) drawn as
 * a segmented control.
 */
export function ViewSwitch({ fullWidth, compact }: { fullWidth?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const view = useDashboard((state) => state.view);
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('dashboard.viewLabel')}
      className={classes.root}
      data-size={compact ? 'xs' : 'sm'}
      data-full-width={fullWidth || undefined}
    >
      {VIEWS.map((value) => (
        <label key={value} className={classes.item}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={value}
            checked={view === value}
            onChange={() => dashboardStore.setView(value)}
          />
          <span className={classes.label}>{t(`dashboard.views.${value}`)}</span>
        </label>
      ))}
    </div>
  );
}
