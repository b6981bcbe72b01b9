// What the rest of the server uses of accounts, sign-in and sessions; its files are its own.
export { accountRoutes } from './account-routes.js';
export { AccountService } from './account-service.js';
export { publicAuthRoutes, sessionAuthRoutes } from './auth-routes.js';
export { AuthService, type NewSession } from './auth-service.js';
export { LoginThrottle } from './login-throttle.js';
export { hashPassword } from './password.js';
export { SessionCache } from './session-cache.js';
export { readSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
export { deleteSessionsOfUser } from './session-repo.js';
export { insertUser, markUserDisabled } from './user-repo.js';
