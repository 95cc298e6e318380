/** What other features use of Meldinger til alle: sending one in their own transaction (automation). */
export { sendBroadcastIn } from './send-in-transaction';
