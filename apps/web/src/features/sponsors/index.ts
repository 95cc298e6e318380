/** Public surface of the sponsor desk: the broadcast studio's "Nevnt på lufta" box. Its screens go to app/screens.ts. */
export { SponsorMentionPanel } from './studio/sponsor-mention-panel';
