// What the rest of the server uses of deliveries (bottles received together, at their costs);
// its files are its own. A delivery is recorded in the caller's transaction.
export { type DeliveryInput, recordDelivery } from './delivery-commands.js';
