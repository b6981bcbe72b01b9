// What the rest of the server uses of the guest and staff menus; its files are its own.
export { guestLinkRoutes } from './guest-link-routes.js';
export { GuestLinkService } from './guest-link-service.js';
export { GuestMenuCache } from './guest-menu-cache.js';
export { answerGuestNotFound, guestRoutes, isGuestPath } from './guest-routes.js';
export { guestScriptPath, STAFF_MENU_ENTRY } from './guest-script.js';
export { MenuBuilder } from './menu-builder.js';
export { PublishedMenus } from './published-menus.js';
export { staffMenuPage, staffMenuRoutes } from './staff-menu-routes.js';
