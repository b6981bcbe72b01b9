import { randomInt } from 'node:crypto';

// Crockford base32 without look-alikes (no I, L, O, U): easy to read out and type on a phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** 16 symbols of 5 bits: 80 random bits, shown as XXXX-XXXX-XXXX-XXXX. */
export function newInviteCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** Case, spaces and dashes do not matter when a code is typed in. */
export function normalizeInviteCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
