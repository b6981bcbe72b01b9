// What the rest of the server uses of sales depletion: the setting's routes, and the commands
// an import of sales calls in its own write (decision 0055).
export { depleteSalesFile } from './deplete-sales.js';
export { salesDepletionRoutes } from './sales-depletion-routes.js';
export { undoableRemovals, undoSalesDepletion } from './undo-depletion.js';
