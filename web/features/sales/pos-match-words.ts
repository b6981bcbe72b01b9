import type { TFunction } from 'i18next';
import type { PosItem, PosSuggestion } from '../../../domain/sales-api.js';

/** What a POS item is matched to, in words: `Bottle: …`, `5 oz glass: …`, `Not wine or spirits`. */
export function matchText(t: TFunction, match: NonNullable<PosItem['match']>): string {
  if (match.kind === 'none') return t('sales.match.none');
  if (match.kind === 'glass') {
    return t('sales.match.glass', {
      pour: t(match.pour === '3oz' ? 'sales.match.pour3oz' : 'sales.match.pour5oz'),
      label: match.label,
    });
  }
  return t('sales.match.bottle', { label: match.label });
}

/** A suggestion as its button says it: what it would match, and how sure. */
export function suggestionText(t: TFunction, suggestion: PosSuggestion): string {
  const what = matchText(t, { ...suggestion, label: suggestion.label });
  const confidence = t('sales.match.confidence', {
    percent: Math.round(suggestion.confidence * 100),
  });
  return t('sales.match.suggest', { label: what, confidence });
}
