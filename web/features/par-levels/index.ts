/** What other features may use of this one; everything else in the folder is its own. */
export { ParLevelField } from './par-level-field.js';
export { fetchParLevels, saveParLevels } from './par-levels-api.js';
