import type { TFunction } from 'i18next';
import { batchMessages } from '../../../domain/batch-commands.js';
import { ApiError } from '../../lib/api-client.js';
import { translateServerMessage } from '../../lib/server-message.js';
import { failedIds } from './batch-api.js';

type MessageKey = keyof typeof batchMessages;

/** A batch error in the user's language, naming the ids the server refused. */
export function batchErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return fallback;
  const key = (Object.keys(batchMessages) as MessageKey[]).find(
    (candidate) => batchMessages[candidate] === error.message,
  );
  const text = key ? t(`scanning.messages.${key}`) : translateServerMessage(t, error.message);
  const ids = failedIds(error);
  return ids.length > 0
    ? `${text} ${t('scanning.messages.failedIds', { ids: ids.join(', ') })}`
    : text;
}
