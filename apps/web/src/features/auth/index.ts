/** Public surface of the auth feature. */
export { AuthProvider } from './auth-provider';
export { useAuth, AuthContext, type AuthContextValue, type AuthUser, type AuthSession } from './auth-context';
export { PendingApprovalScreen } from './components/pending-approval-screen';
export { authScreens } from './screens';
