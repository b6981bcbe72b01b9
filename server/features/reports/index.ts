// What the rest of the server uses of the reports feature; its files are its own.
export { ParService } from './par-service.js';
export { reportRoutes } from './report-routes.js';
export { ReportService } from './report-service.js';
