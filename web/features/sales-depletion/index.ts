/** What other features may use of this one: the depletion setting, for the Sales screen. */
export { DepletionSetting } from './depletion-setting.js';
