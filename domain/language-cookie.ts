/**
 * The app's language (kept in localStorage, SPEC §7) mirrored in a cookie, so the server can draw
 * the staff /menu in it before any script runs. The localStorage value stays the one the
 * app reads; the cookie only follows it.
 */
export const LANGUAGE_COOKIE = 'cellar-lang';

/** The app's stored-language key and Mantine's stored-theme key, read by the /menu page's head. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const THEME_STORAGE_KEY = 'mantine-color-scheme-value';

/** The cookie's attributes after its value: a year, the whole site, not sent by other sites. */
export const COOKIE_ATTRIBUTES = '; path=/; max-age=31536000; samesite=lax';
