/** What a browser-test worker asks its server host (server-host.ts → server-host-child.ts). */
export type HostRequest = { type: 'start'; env: Record<string, string> } | { type: 'stop'; cut: boolean };

/** Where a started server listens. */
export interface HostedServer {
  url: string;
  port: number;
  dataDir: string;
}

/** The host's answer; a start's carries its server. Id 0 is the host's "ready". */
export type HostReply = { ok: true; server?: HostedServer } | { ok: false; error: string };

/** Where the migrated PGlite template is, for every host (written by `test-host.js --write-template <file>`). */
export const TEMPLATE_FILE_ENV = 'PGLITE_TEMPLATE_FILE';
