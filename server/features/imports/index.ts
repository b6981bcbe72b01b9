// What the rest of the server uses of the imports feature; its files are its own.
export { importRoutes } from './import-routes.js';
export { ImportService } from './import-service.js';
export { OneImportAtATime } from './one-import-at-a-time.js';
export { fileHash } from './same-file.js';
export { moduleBeside, runTableJob } from './table-job.js';
