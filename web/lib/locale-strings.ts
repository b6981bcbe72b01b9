export type Strings = Record<string, unknown>;

/**
 * Each feature area keeps its strings in its own file, web/locales/<lang>/<area>.json, whose
 * top-level keys are merged into the one namespace, so features never edit one shared file.
 * web/lib/locales.test.ts checks en and fr have the same keys and no two files share a top key.
 */
export function merged(base: Strings, files: Record<string, unknown>): Strings {
  return Object.assign({}, base, ...Object.values(files).map((content) => content as Strings));
}
