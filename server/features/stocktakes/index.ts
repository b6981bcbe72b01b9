// What the rest of the server uses of stock counts; its files are its own.
export { withOpenState } from './scan-open-state.js';
export { scanIntoStocktake, setStocktakeQuantity } from './stocktake-commands.js';
export { quantityRow } from './stocktake-quantities.js';
export { stocktakeRoutes } from './stocktake-routes.js';
export { StocktakeService } from './stocktake-service.js';
