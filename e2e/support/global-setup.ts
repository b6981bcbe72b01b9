import { seedLargeRestaurant } from './large-restaurant.js';

/** Before any test, while the server is idle: what must not run beside other tests. */
export default async function globalSetup(): Promise<void> {
  await seedLargeRestaurant();
}
