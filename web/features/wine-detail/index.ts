/** What other features may use of this one; everything else in the folder is its own. */

export { GlassPour } from './glass-pour.js';
export { WineDetail } from './wine-detail.js';
