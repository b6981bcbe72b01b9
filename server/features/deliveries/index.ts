// What the rest of the server uses of deliveries (bottles received together, at their costs);
// its files are its own. A delivery is recorded in the caller's transaction.
export {
  type Arrival,
  formatsOfSeveralCosts,
  lastCosts,
  readArrivals,
} from './arrivals-repo.js';
export { readCostRisePercent } from './cost-rise-repo.js';
export { deliveriesRoutes } from './deliveries-routes.js';
export { recordDelivery } from './delivery-commands.js';
export { costHistory } from './format-costs.js';
