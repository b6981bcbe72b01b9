/** What other features may use of this one; everything else in the folder is its own. */
export { useAuth } from './auth-context.js';
export { PasswordField } from './password-field.js';
export { useCan, usePermissions } from './use-can.js';
