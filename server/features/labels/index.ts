// What the rest of the server uses of the labels feature; its files are its own.
export { BottleLabelService } from './bottle-label-service.js';
export { labelRoutes } from './label-routes.js';
export { LabelService } from './label-service.js';
