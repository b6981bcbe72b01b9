/**
 * User-facing messages of SPEC.md §5 and §8 that the server also returns, word for word.
 * The web app translates them by these exact English keys.
 */
export const messages = {
  invalidLogin: 'Invalid email or password.',
  invalidInvite: 'Invalid or already used invite code.',
  emailTaken: 'An account with this email already exists.',
  signupFailed: 'Could not create account. Please try again.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signedOut: 'Your session has ended. Please log in again.',
  notFound: 'Not found.',
  crossSiteRefused: 'Cross-site request refused.',
  bodyTooLarge: 'The request is too large.',
  badRequest: 'The request is malformed.',
  unstorableText: 'Text cannot contain NUL characters or broken Unicode.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
