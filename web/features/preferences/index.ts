/** What other features may use of this one; everything else in the folder is its own. */
export { LanguageSwitch } from './language-switch.js';
export { ThemeToggle } from './theme-toggle.js';
