/** Test files are built with the same WAV writer the demo data uses. */
export { monoPcmWav } from '../apps/server/src/seed/pcm-wav';
