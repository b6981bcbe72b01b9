import { COOKIE_ATTRIBUTES, LANGUAGE_COOKIE } from '../../domain/language-cookie.js';

/**
 * The server draws the staff /menu in the cookie's language: the cookie follows the
 * language stored by the app. Written directly: the Cookie Store API is missing from the browsers
 * staff phones run (Firefox, Safari before 18.4).
 */
export function followLanguageCookie(language: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above, the Cookie Store API is not everywhere
  document.cookie = `${LANGUAGE_COOKIE}=${language}${COOKIE_ATTRIBUTES}`;
}
