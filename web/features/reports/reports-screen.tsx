import { Alert, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_NAMES,
  type ReportName,
  type ReportSettings,
  type ValueGroup,
} from '../../../domain/reports.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useCurrency } from '../../lib/use-money.js';
import { usePermissions } from '../auth/index.js';
import { CostChangesPanel } from './cost-changes-panel.js';
import {
  customPeriod,
  dayText,
  lastDay,
  type Period,
  type Preset,
  presetPeriod,
} from './period.js';
import { PeriodPicker } from './period-picker.js';
import { ReorderPanel } from './reorder-panel.js';
import { dateText, type ReportContext } from './report-context.js';
import { type FirstRequests, firstParams } from './reports-api.js';
import { DeadStockPanel, GlassPanel, MovementPanel } from './stock-panels.js';
import { OutPanel, ValuePanel } from './value-panels.js';
import { VariancePanel } from './variance-panel.js';

/**
 * Reports: the money view for owners and managers. Every figure comes from the server
 * for the chosen period; each tab prints and exports what it shows.
 */
export function ReportsScreen({
  onClose,
  requests,
  tab,
  onTab,
}: {
  onClose: () => void;
  requests: FirstRequests;
  tab: ReportName;
  onTab: (tab: ReportName) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const currency = useCurrency();
  const can = usePermissions();
  const [settings, setSettings] = useState<ReportSettings | null>(null);
  const [settingsFailed, setSettingsFailed] = useState(false);
  const [preset, setPreset] = useState<Preset>('thisMonth');
  // The first tab's report, asked for at the press, is for these: see requestFirst.
  const { today } = requests;
  const [initial] = useState(() => firstParams(today, lang));
  const [first, setFirst] = useState(dayText(initial.period.from));
  const [last, setLast] = useState(dayText(lastDay(initial.period)));
  const [group, setGroup] = useState<ValueGroup>(initial.group);
  const [days, setDays] = useState(initial.days);

  useEffect(() => {
    let current = true;
    requests.settings.then(
      (loaded) => current && setSettings(loaded),
      () => current && setSettingsFailed(true),
    );
    return () => {
      current = false;
    };
  }, [requests]);

  const custom = preset === 'custom' ? customPeriod(first, last) : null;
  const [period, setPeriod] = useState<Period>(initial.period);
  useEffect(() => {
    if (preset !== 'custom') setPeriod(presetPeriod(preset, today));
    else if (custom)
      setPeriod((current) =>
        current.from.getTime() === custom.from.getTime() &&
        current.to.getTime() === custom.to.getTime()
          ? current
          : custom,
      );
  }, [preset, today, custom]);

  const context: ReportContext | null = settings && {
    t,
    lang,
    params: { period, group, days, lang },
    settings,
    currency,
    periodText: t('reports.periodLine', {
      from: dateText({ lang }, period.from),
      to: dateText({ lang }, lastDay(period)),
    }),
    onSettings: setSettings,
  };

  // A panel per report of the list (domain/reports.ts): a report without one does not compile.
  const panels: Record<ReportName, ReactNode> | null = context && {
    value: <ValuePanel context={context} onGroup={setGroup} />,
    out: <OutPanel context={context} />,
    glass: <GlassPanel context={context} canEdit={can('edit-settings')} />,
    'dead-stock': <DeadStockPanel context={context} onDays={setDays} />,
    movement: <MovementPanel context={context} />,
    reorder: <ReorderPanel context={context} canEdit={can('edit-products')} />,
    'cost-changes': <CostChangesPanel context={context} />,
    variance: <VariancePanel context={context} />,
  };

  return (
    <ManagerModal opened onClose={onClose} title={t('reports.title')} wide>
      <Stack gap="md" data-testid="reports-screen">
        <PeriodPicker
          preset={preset}
          onPreset={setPreset}
          first={first}
          onFirst={setFirst}
          last={last}
          onLast={setLast}
          periodText={context?.periodText}
        />
        {preset === 'custom' && custom === null && (
          <Alert color="orange" role="alert">
            {t('reports.badRange')}
          </Alert>
        )}
        {settingsFailed && (
          <Alert color="red" role="alert">
            {t('reports.failed')}
          </Alert>
        )}
        {!context && !settingsFailed && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{t('reports.loading')}</Text>
          </Group>
        )}
        {panels && (
          <Tabs
            value={tab}
            onChange={(value) => value && onTab(value as ReportName)}
            keepMounted={false}
          >
            <Tabs.List>
              {REPORT_NAMES.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`reports.tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {REPORT_NAMES.map((name) => (
              <Tabs.Panel key={name} value={name} pt="md">
                {panels[name]}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </ManagerModal>
  );
}
