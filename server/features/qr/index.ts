// What the rest of the server uses of QR codes and scans; its files are its own.
export { qrRoutes } from './qr-routes.js';
export { QrService } from './qr-service.js';
export { ScanService } from './scan-service.js';
