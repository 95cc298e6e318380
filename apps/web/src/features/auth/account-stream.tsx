import { useAccountStream, type AccountStreamOptions } from './use-account-stream';

/** The account stream as a component, so its socket client is loaded only for a signed-in user (auth-provider.tsx). */
export default function AccountStream(props: AccountStreamOptions) {
  useAccountStream(props);
  return null;
}
