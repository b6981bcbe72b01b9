import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.js';
import { batchErrorText } from '../../lib/server-error.js';
import { type LabelSvg, labelPageHtml, type Paper } from './label-page.js';

export interface Sheet {
  url: string;
  /** Labels on the sheet. */
  count: number;
  /** Labels for bottles one has: how many manual entries got their label id; null for new ids. */
  assigned: number | null;
  /** The browser refused the new window: the user opens the sheet with the link. */
  blocked: boolean;
}

/**
 * Opens a label sheet in a new window. The window opens inside the click, so no pop-up blocker
 * stops it; the page arrives once the labels do. A refusal is said in the user's language.
 */
export function useLabelPrint(paper: Paper) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const urls = useRef<string[]>([]);

  // The sheets' Blob URLs live as long as the dialog's owner: the link can reopen them.
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const print = async (load: () => Promise<{ labels: LabelSvg[]; assigned: number | null }>) => {
    if (busy) return;
    const win = window.open('', '_blank');
    if (win) {
      win.document.title = t('managers.labels.pageTitle');
      const line = win.document.createElement('p');
      line.textContent = t('managers.labels.waiting');
      line.style.font = '16px system-ui, sans-serif';
      win.document.body.append(line);
    }
    setBusy(true);
    setError(null);
    setSheet(null);
    try {
      const { labels, assigned } = await load();
      const html = labelPageHtml(labels, paper, {
        title: t('managers.labels.pageTitle'),
        hint: t('managers.labels.printHint'),
        lang: currentLanguage(),
      });
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
      urls.current.push(url);
      const shown = win !== null && !win.closed;
      if (shown) win.location.replace(url);
      setSheet({ url, count: labels.length, assigned, blocked: !shown });
    } catch (failure) {
      win?.close();
      setError(batchErrorText(t, failure, t('managers.labels.failed')));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, sheet, print };
}
