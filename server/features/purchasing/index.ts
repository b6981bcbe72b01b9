// What the rest of the server uses of the purchasing feature; its files are its own.
export { smtpMailer } from './order-mail.js';
export { purchasingRoutes } from './purchasing-routes.js';
export { PurchasingService } from './purchasing-service.js';
export { ReceivingService } from './receiving-service.js';
