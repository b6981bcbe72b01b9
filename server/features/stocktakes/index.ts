// What the rest of the server uses of stock counts; its files are its own.

export {
  type StocktakeWrite,
  scanIntoStocktake,
  setStocktakeQuantity,
} from './stocktake-commands.js';
export { stocktakeRoutes } from './stocktake-routes.js';
export { StocktakeService } from './stocktake-service.js';
