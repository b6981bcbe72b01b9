// What the rest of the server uses of the batch dialogs' feature; its files are its own.

export {
  addScannedBatch,
  batchAnswer,
  changeFormatBatch,
  intakeBatch,
  moveBatch,
  removeBatch,
} from './batch-commands.js';
export { batchRoutes } from './batch-routes.js';
export { BatchService } from './batch-service.js';
