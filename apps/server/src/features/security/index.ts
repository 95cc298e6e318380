/** What other features use of security: the sign-in steps the session feature runs. */
export { authErrorCode } from './auth-errors';
export { recordLoginAttempt } from './login-history.repository';
export { completeTwoFactorSignIn, isTwoFactorChallenge } from './two-factor-sign-in';
