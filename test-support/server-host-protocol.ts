/** What a browser-test worker asks its server host (server-host.ts → server-host-child.ts). */
export type HostRequest = { type: 'start'; env: Record<string, string> } | { type: 'stop'; cut: boolean };

/** The host's answer; a start's carries where the new server listens. Id 0 is the host's "ready". */
export type HostReply = { ok: true; url?: string; port?: number; dataDir?: string } | { ok: false; error: string };

/** Where the migrated PGlite template is, for every host (written by `test-host.js --write-template <file>`). */
export const TEMPLATE_FILE_ENV = 'PGLITE_TEMPLATE_FILE';
