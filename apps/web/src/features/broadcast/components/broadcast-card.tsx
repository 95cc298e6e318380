import { BroadcastPanel } from './broadcast-panel';

/** The dashboard card: the broadcast list, newest few, with a link to the full panel. */
export default function BroadcastCard() {
  return <BroadcastPanel compact />;
}
