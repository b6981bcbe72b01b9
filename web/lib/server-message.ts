import type { TFunction } from 'i18next';
import { messages } from '../../domain/messages.js';

type MessageKey = keyof typeof messages;

function isMessageKey(key: string): key is MessageKey {
  return key in messages;
}

/**
 * The server sends the English text of domain/messages.ts; show it in the user's language when
 * we know it, and as sent otherwise.
 */
export function translateServerMessage(t: TFunction, text: string): string {
  const key = Object.keys(messages).find(
    (candidate) => isMessageKey(candidate) && messages[candidate] === text,
  );
  return key !== undefined && isMessageKey(key) ? t(`messages.${key}`) : text;
}
