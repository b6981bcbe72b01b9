/** What other features may use of this one; everything else in the folder is its own. */
export { salesScreen } from './screen.js';
