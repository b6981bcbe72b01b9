/** Auth constants without zod, so the sign-up screen does not pull in the schema library. */
export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const MAX_PASSWORD_LENGTH = 256;
