import fc from 'fast-check';

/**
 * Text an attacker or a clumsy import would send. Each list is data a test feeds to every field;
 * the valid ones must come back exactly as sent (trimmed), the others must be refused with a 400.
 */

export const SQL_PAYLOADS = [
  "'; DROP TABLE bottles; --",
  "' OR 1=1 --",
  '" OR ""="',
  "Robert'); DROP TABLE products;--",
  '1; SELECT pg_sleep(5)--',
  "' UNION SELECT password_hash, email FROM users --",
  "%' AND 1=1 AND '%'='",
  "\\'; DELETE FROM restaurants; --",
  '$1 $2 ? :name @p0',
  "') ON CONFLICT DO NOTHING; --",
  '*/ /* -- ; ',
  "x'||(SELECT sqlite_version())||'",
];

export const HTML_PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  'javascript:window.__pwned=1//',
  '{{constructor.constructor("window.__pwned=1")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, as text.
  '${window.__pwned=1}',
  '&lt;b&gt;bold&lt;/b&gt; &amp; &#x3C;i&#x3E;',
  '<!-- ]]> <![CDATA[ x ]]>',
  '<a href="//evil.example">menu</a>',
  '</textarea><style>*{display:none}</style>',
];

/** Well-formed but awkward Unicode: all of it can be stored and must round-trip. */
export const UNICODE_EDGE_CASES = [
  '\u202Eevil\u202C', // right-to-left override
  '\u200B\u200C\u200D\u2060', // zero-width space, non-joiner, joiner, word joiner
  'e\u0301 a\u0300\u0301\u0302\u0303\u0304', // combining marks
  'Z\u0334\u0321\u0327\u031B\u0317\u031D\u034E', // stacked combining marks
  '🍷🥂🍾',
  '👨‍👩‍👧‍👦 🇫🇷 👍🏽',
  '\uDBFF\uDFFF', // U+10FFFF, a valid pair
  '\uFFFD\uFFFE\uFFFF', // replacement character and non-characters
  'العربية עברית',
  '中文 日本語 한국어',
  'ß İ ı ﷺ ﬃ',
  'tab\there new\nline crlf\r\nend',
  '\u0001\u001F\u007F\u0085',
  '\u2028\u2029',
  'Château Ygrec — côte rôtie ½ « ’ »',
];

/** Text no database column can hold exactly: refused with a 400, never stored altered. */
export const UNSTORABLE_TEXT = [
  'nul\u0000inside',
  '\u0000',
  'lone high \uD800 surrogate',
  'lone low \uDC00',
  'reversed \uDC00\uD800 pair',
  'trailing high \uDBFF',
];

/** Can this text be stored and read back as the same string? (PostgreSQL refuses NUL; UTF-8 has no lone surrogates.) */
export function isStorable(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for.
  return !/[\u0000\p{Cs}]/u.test(text);
}

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS) },
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE_EDGE_CASES) },
  { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom(' ', '  ', '\t', '\u00A0', '\uFEFF', '\u3000') },
);

/** A string built from hostile pieces: SQL, HTML, Unicode edge cases, random code points. */
export const hostileString: fc.Arbitrary<string> = fc
  .array(piece, { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''));

/** A string longer than `max` that stays too long after trimming (100k characters at most). */
export function tooLongString(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(max + 1, max + 17, 100_000), fc.constantFrom('x', 'é', '🍷', "'", '<'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length))
    .map((text) => (text.length > max ? text : `${text}x`));
}

/**
 * A path segment as a browser or a raw client would send it. Lone surrogates cannot be
 * percent-encoded as UTF-8, so they go out as the bytes a sloppy encoder would write.
 */
export function encodePathSegment(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part) => {
      if (part.length === 1 && /\p{Cs}/u.test(part)) {
        const unit = part.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(part);
    })
    .join('');
}
