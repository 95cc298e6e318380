/**
 * The authorisation matrix: every route (method + path as registered) and every socket namespace,
 * socket event and channel, against every kind of caller, with the answer class it must get.
 * authz-matrix.test.ts checks each cell against the running server and fails when a route, socket
 * event or channel exists without a row here, or a row names one that no longer exists.
 *
 * Answer classes: 'ok' = let through (any status but 401/403: the handler's own validation may say
 * 400/404 to the minimal input the test sends), 401 = not signed in (or the session is gone),
 * 403 = signed in but not allowed, 404 = hidden (a draft's file looks like no file at all).
 * HEAD routes Fastify adds for GET routes are checked with their GET row.
 */

export const PRINCIPALS = ['anonymous', 'pending', 'rejected', 'deactivated', 'Tekniker', 'Programleder', 'Administrator'] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type Answer = 'ok' | 401 | 403 | 404;
export type Expectation = Readonly<Record<Principal, Answer>>;

/** Anyone. */
const PUBLIC: Expectation = { anonymous: 'ok', pending: 'ok', rejected: 'ok', deactivated: 'ok', Tekniker: 'ok', Programleder: 'ok', Administrator: 'ok' };
/** Any signed-in, active account, also pending or rejected (to see its own status). */
const SESSION: Expectation = { anonymous: 401, pending: 'ok', rejected: 'ok', deactivated: 401, Tekniker: 'ok', Programleder: 'ok', Administrator: 'ok' };
/** Approved staff: 'approved', useStaffScreens, sendBroadcast, markClockElementSent, switchOnAir, pushDisplayMessage. */
const STAFF: Expectation = { anonymous: 401, pending: 403, rejected: 403, deactivated: 401, Tekniker: 'ok', Programleder: 'ok', Administrator: 'ok' };
/** Administrator and Programleder: editPlanning, publishGlobalPresence, moderateChat, moderateListeners, runGames. */
const PLANNERS: Expectation = { anonymous: 401, pending: 403, rejected: 403, deactivated: 401, Tekniker: 403, Programleder: 'ok', Administrator: 'ok' };
/** Administrator only: manageUsers, stationSettings, viewSecurityEvents. */
const ADMIN: Expectation = { anonymous: 401, pending: 403, rejected: 403, deactivated: 401, Tekniker: 403, Programleder: 403, Administrator: 'ok' };
/** A draft podcast episode's file: the podcast's editors get it, everyone else a plain 404. */
const EDITORS_ELSE_404: Expectation = { anonymous: 404, pending: 404, rejected: 404, deactivated: 404, Tekniker: 404, Programleder: 'ok', Administrator: 'ok' };
/** The account namespace: the signed-in user's own stream, any approval status. */
const SIGNED_IN_SOCKET = SESSION;

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  expect: Expectation;
  /** Ends the caller's session: checked after every other row. */
  last?: boolean;
}

const r = (method: RouteRow['method'], path: string, expect: Expectation, extra: Partial<RouteRow> = {}): RouteRow => ({ method, path, expect, ...extra });

export const ROUTES: RouteRow[] = [
  // system
  r('GET', '/favicon.ico', PUBLIC),
  r('GET', '/api/health', PUBLIC),
  r('GET', '/api/config', PUBLIC),
  r('POST', '/api/error-report', PUBLIC),
  // session
  r('POST', '/api/session/sign-up', PUBLIC),
  r('POST', '/api/session/sign-in', PUBLIC),
  r('POST', '/api/session/sign-out', PUBLIC, { last: true }),
  r('GET', '/api/me', SESSION),
  r('GET', '/api/session', PUBLIC),
  // admin-users
  r('GET', '/api/admin/users', ADMIN),
  r('GET', '/api/admin/users/pending-count', ADMIN),
  r('POST', '/api/admin/users/:id/approve', ADMIN),
  r('POST', '/api/admin/users/:id/reject', ADMIN),
  r('POST', '/api/admin/users/:id/role', ADMIN),
  r('POST', '/api/admin/users/:id/deactivate', ADMIN),
  r('POST', '/api/admin/users/:id/reactivate', ADMIN),
  // audit (/enterprise, user_moderation): read-only, no route changes a row
  r('GET', '/api/audit-log', ADMIN),
  r('GET', '/api/admin/users/:id/moderation', ADMIN),
  // station settings and backup download (/enterprise)
  r('GET', '/api/station-settings', ADMIN),
  r('PUT', '/api/station-settings', ADMIN),
  r('GET', '/api/station-settings/backup', ADMIN),
  // the station logo: shown in everyone's top bar (signed out too); changed by the administrator
  r('GET', '/api/station/logo', PUBLIC),
  r('PUT', '/api/station/logo', ADMIN),
  r('DELETE', '/api/station/logo', ADMIN),
  // accounts
  r('PATCH', '/api/profile', STAFF),
  r('GET', '/api/profiles', STAFF),
  r('POST', '/api/rpc/claim_chat_color', STAFF),
  r('POST', '/api/rpc/get_available_color_suggestions', STAFF),
  r('DELETE', '/api/profile/picture', STAFF),
  r('POST', '/api/profile/picture', STAFF),
  // security
  r('GET', '/api/security/login-history', STAFF),
  r('GET', '/api/security/sessions', STAFF),
  r('DELETE', '/api/security/sessions/:id', STAFF),
  r('POST', '/api/security/sessions/revoke-others', STAFF),
  r('POST', '/api/security/password', STAFF),
  r('GET', '/api/security/events', ADMIN),
  r('GET', '/api/security/two-factor', STAFF),
  r('POST', '/api/security/two-factor/enable', STAFF),
  r('POST', '/api/security/two-factor/verify', STAFF),
  r('POST', '/api/security/two-factor/disable', STAFF),
  r('POST', '/api/security/two-factor/backup-codes', STAFF),
  // broadcast (Akutt)
  r('GET', '/api/broadcast-messages', STAFF),
  r('POST', '/api/broadcast-messages', STAFF),
  r('POST', '/api/broadcast-messages/:id/acknowledge', STAFF),
  r('POST', '/api/rpc/dismiss_broadcast_message', STAFF),
  // chat
  r('GET', '/api/chat/conversations', STAFF),
  r('GET', '/api/chat/colleagues', STAFF),
  r('GET', '/api/chat/messages', STAFF),
  r('POST', '/api/chat/messages', STAFF),
  r('PATCH', '/api/chat/messages/:id', STAFF),
  r('DELETE', '/api/chat/messages/:id', STAFF),
  r('POST', '/api/chat/read', STAFF),
  // chat moderation (moderateChat: Administrator and Programleder; reporting is for all staff)
  r('POST', '/api/chat/messages/:id/report', STAFF),
  r('POST', '/api/chat/messages/:id/moderate', PLANNERS),
  r('GET', '/api/chat/reports', PLANNERS),
  r('POST', '/api/chat/reports/:id/dismiss', PLANNERS),
  r('GET', '/api/chat/mutes', PLANNERS),
  r('POST', '/api/chat/mutes', PLANNERS),
  r('DELETE', '/api/chat/mutes/:userId', PLANNERS),
  // clocks
  r('GET', '/api/clock-templates', STAFF),
  r('GET', '/api/clock-templates/:id', STAFF),
  r('POST', '/api/clock-templates', PLANNERS),
  r('PUT', '/api/clock-templates/:id', PLANNERS),
  r('POST', '/api/clock-templates/:id/active', PLANNERS),
  r('POST', '/api/clock-templates/:id/duplicate', PLANNERS),
  r('DELETE', '/api/clock-templates/:id', PLANNERS),
  r('GET', '/api/active-clocks', STAFF),
  r('POST', '/api/rpc/mark_clock_element_sent', STAFF),
  r('POST', '/api/rpc/mark_clock_element_skipped', STAFF),
  r('POST', '/api/active-clocks/:id/mark-until', STAFF),
  r('POST', '/api/active-clocks/:id/start-from', STAFF),
  r('POST', '/api/active-clocks/undo', STAFF),
  // shows
  r('GET', '/api/shows', STAFF),
  r('GET', '/api/shows/upcoming', STAFF),
  r('GET', '/api/shows/:id', STAFF),
  r('POST', '/api/shows', PLANNERS),
  r('PATCH', '/api/shows/:id', PLANNERS),
  r('DELETE', '/api/shows/:id', PLANNERS),
  // show plan
  r('GET', '/api/show-templates', STAFF),
  r('GET', '/api/show-templates/:id', STAFF),
  r('POST', '/api/show-templates', PLANNERS),
  r('PUT', '/api/show-templates/:id', PLANNERS),
  r('DELETE', '/api/show-templates/:id', PLANNERS),
  r('POST', '/api/show-templates/:id/generate', PLANNERS),
  r('GET', '/api/shows/:id/rundown', STAFF),
  r('POST', '/api/shows/:id/rundown', PLANNERS),
  r('POST', '/api/shows/:id/rundown/reorder', PLANNERS),
  r('PATCH', '/api/shows/:id/rundown/:itemId', PLANNERS),
  r('POST', '/api/shows/:id/rundown/:itemId/status', STAFF),
  r('DELETE', '/api/shows/:id/rundown/:itemId', PLANNERS),
  // on air
  r('GET', '/api/on-air', STAFF),
  r('POST', '/api/on-air', STAFF),
  r('PUT', '/api/on-air/state', STAFF),
  r('GET', '/api/display-messages', STAFF),
  r('POST', '/api/display-messages', STAFF),
  r('POST', '/api/display-messages/:id/clear', STAFF),
  // podcast: listeners
  r('GET', '/api/podcast', PUBLIC),
  r('POST', '/api/podcast/episodes/:id/plays', PUBLIC),
  r('GET', '/podcast/feed.xml', PUBLIC),
  r('GET', '/podcast/episodes/:id/chapters.json', PUBLIC),
  r('GET', '/podcast/files/*', EDITORS_ELSE_404),
  // podcast: editors
  r('GET', '/api/podcast/show', PLANNERS),
  r('PUT', '/api/podcast/show', PLANNERS),
  r('GET', '/api/podcast/episodes', PLANNERS),
  r('POST', '/api/podcast/episodes', PLANNERS),
  r('GET', '/api/podcast/episodes/:id', PLANNERS),
  r('PATCH', '/api/podcast/episodes/:id', PLANNERS),
  r('DELETE', '/api/podcast/episodes/:id', PLANNERS),
  r('POST', '/api/podcast/episodes/:id/publish', PLANNERS),
  r('POST', '/api/podcast/episodes/:id/unpublish', PLANNERS),
  r('PUT', '/api/podcast/show/artwork', PLANNERS),
  r('PUT', '/api/podcast/episodes/:id/audio', PLANNERS),
  r('PUT', '/api/podcast/episodes/:id/artwork', PLANNERS),
  // notes
  r('GET', '/api/notes', STAFF),
  r('POST', '/api/notes', STAFF),
  r('GET', '/api/notes/:id', STAFF),
  r('PATCH', '/api/notes/:id', STAFF),
  r('POST', '/api/notes/:id/pin', STAFF),
  r('DELETE', '/api/notes/:id', STAFF),
  // media
  r('GET', '/api/media', STAFF),
  r('GET', '/api/media/:id', STAFF),
  r('POST', '/api/media', STAFF),
  r('PATCH', '/api/media/:id', STAFF),
  r('DELETE', '/api/media/:id', STAFF),
  r('POST', '/api/media/:id/reprocess', STAFF),
  r('POST', '/api/media/:id/markers', STAFF),
  r('PATCH', '/api/media/:id/markers/:markerId', STAFF),
  r('DELETE', '/api/media/:id/markers/:markerId', STAFF),
  // listeners: the public "Til studio" and the SMS gateway (its signature, not a session, decides)
  r('GET', '/api/listener/live', PUBLIC),
  r('POST', '/api/listener/messages', PUBLIC),
  r('POST', '/api/listener/requests', PUBLIC),
  r('POST', '/api/listener/polls/:id/votes', PUBLIC),
  r('GET', '/api/listener/episodes/:id/comments', PUBLIC),
  r('POST', '/api/listener/episodes/:id/comments', PUBLIC),
  r('POST', '/api/inbound/sms', PUBLIC),
  r('POST', '/api/inbound/sms/twilio', PUBLIC),
  // listeners: the staff queue and the listener hub
  r('GET', '/api/listener-messages', STAFF),
  r('GET', '/api/listener-messages/summary', STAFF),
  r('POST', '/api/listener-messages', STAFF),
  r('PATCH', '/api/listener-messages/:id', STAFF),
  r('POST', '/api/listener-messages/:id/push', STAFF),
  r('POST', '/api/listener-messages/:id/read-on-air', STAFF),
  r('GET', '/api/listener-blocks', PLANNERS),
  r('POST', '/api/listener-blocks', PLANNERS),
  r('DELETE', '/api/listener-blocks/:id', PLANNERS),
  r('GET', '/api/listener-polls', STAFF),
  r('POST', '/api/listener-polls', PLANNERS),
  r('POST', '/api/listener-polls/:id/open', PLANNERS),
  r('POST', '/api/listener-polls/:id/close', PLANNERS),
  r('DELETE', '/api/listener-polls/:id', PLANNERS),
  r('GET', '/api/listener-comments', STAFF),
  r('POST', '/api/listener-comments/:id/moderate', PLANNERS),
  r('POST', '/api/listener-comments/:id/reply', PLANNERS),
  r('GET', '/api/music-requests', STAFF),
  r('PUT', '/api/music-requests/rules', PLANNERS),
  r('PATCH', '/api/music-requests/:id', STAFF),
  // quiz: the builder, live sessions (the producer's own steps: a missing session answers 404), tournaments, speed rounds
  r('GET', '/api/quiz/sets', PLANNERS),
  r('POST', '/api/quiz/sets', PLANNERS),
  r('POST', '/api/quiz/sets/import', PLANNERS),
  r('GET', '/api/quiz/sets/:id', PLANNERS),
  r('PUT', '/api/quiz/sets/:id', PLANNERS),
  r('DELETE', '/api/quiz/sets/:id', PLANNERS),
  r('POST', '/api/quiz/sets/:id/duplicate', PLANNERS),
  r('GET', '/api/quiz/sets/:id/export', PLANNERS),
  r('GET', '/api/quiz/sessions', STAFF),
  r('GET', '/api/quiz/sessions/current', STAFF),
  r('POST', '/api/quiz/sessions', PLANNERS),
  r('GET', '/api/quiz/sessions/:id', STAFF),
  r('GET', '/api/quiz/sessions/:id/key', PLANNERS),
  r('POST', '/api/quiz/sessions/:id/step', PLANNERS),
  r('POST', '/api/quiz/sessions/:id/participants', PLANNERS),
  r('PATCH', '/api/quiz/sessions/:id/participants/:participantId', PLANNERS),
  r('POST', '/api/quiz/sessions/:id/answers', PLANNERS),
  r('POST', '/api/quiz/sessions/:id/adjustments', PLANNERS),
  r('GET', '/api/quiz/tournaments', STAFF),
  r('POST', '/api/quiz/tournaments', PLANNERS),
  r('GET', '/api/quiz/tournaments/:id', STAFF),
  r('PUT', '/api/quiz/tournaments/:id', PLANNERS),
  r('DELETE', '/api/quiz/tournaments/:id', PLANNERS),
  r('POST', '/api/quiz/tournaments/:id/winners', PLANNERS),
  r('PATCH', '/api/quiz/tournaments/:id/winners/:playerId', PLANNERS),
  r('GET', '/api/quiz/speed-rounds', STAFF),
  r('POST', '/api/quiz/speed-rounds', PLANNERS),
  r('POST', '/api/quiz/speed-rounds/:id/start', PLANNERS),
  r('POST', '/api/quiz/speed-rounds/:id/marks', PLANNERS),
  r('POST', '/api/quiz/speed-rounds/:id/finish', PLANNERS),
  // quiz: listeners on their phones
  r('GET', '/api/quiz/public', PUBLIC),
  r('POST', '/api/quiz/play/join', PUBLIC),
  r('GET', '/api/quiz/play/:code', PUBLIC),
  r('GET', '/api/quiz/play/:code/events', PUBLIC),
  r('POST', '/api/quiz/play/:code/answers', PUBLIC),
  // Sponsor desk: staff read it, enter callers and mark "nevnt på lufta"; runCompetitions runs it; listeners enter from the page
  r('GET', '/api/sponsors', STAFF),
  r('POST', '/api/sponsors', PLANNERS),
  r('PUT', '/api/sponsors/:id', PLANNERS),
  r('DELETE', '/api/sponsors/:id', PLANNERS),
  r('POST', '/api/sponsors/:id/mentions', STAFF),
  r('DELETE', '/api/sponsors/mentions/:id', STAFF),
  r('GET', '/api/sponsors/:id/report', STAFF),
  r('GET', '/api/sponsors/:id/report.csv', STAFF),
  r('GET', '/api/sponsors/competitions', STAFF),
  r('POST', '/api/sponsors/competitions', PLANNERS),
  r('GET', '/api/sponsors/competitions/:id', STAFF),
  r('PUT', '/api/sponsors/competitions/:id', PLANNERS),
  r('DELETE', '/api/sponsors/competitions/:id', PLANNERS),
  r('POST', '/api/sponsors/competitions/:id/close', PLANNERS),
  r('POST', '/api/sponsors/competitions/:id/entries', STAFF),
  r('POST', '/api/sponsors/competitions/:id/entries/:entryId/invalidate', PLANNERS),
  r('POST', '/api/sponsors/competitions/:id/draw', PLANNERS),
  r('POST', '/api/sponsors/competitions/:id/redraw', PLANNERS),
  r('GET', '/api/sponsors/winners', STAFF),
  r('PATCH', '/api/sponsors/winners/:id', PLANNERS),
  r('POST', '/api/sponsors/public/competitions/:id/entries', PUBLIC),
  // Tankeleseren: starting takes runGames; a round's steps and its secret take being the session's producer,
  // checked against the session by the service (a missing round answers 404, which the matrix counts as let through)
  r('GET', '/api/mind-reader/today', STAFF),
  r('GET', '/api/mind-reader/history', STAFF),
  r('GET', '/api/mind-reader/sessions/:id', STAFF),
  r('POST', '/api/mind-reader/sessions', PLANNERS),
  r('PATCH', '/api/mind-reader/sessions/:id', STAFF),
  r('POST', '/api/mind-reader/sessions/:id/close', STAFF),
  r('POST', '/api/mind-reader/sessions/:id/rounds', STAFF),
  r('GET', '/api/mind-reader/rounds/:id/secret', STAFF),
  r('PUT', '/api/mind-reader/rounds/:id/secret', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/start', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/questions', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/guesses', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/undo', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/hints/:index/give', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/finish', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/reveal', STAFF),
  r('POST', '/api/mind-reader/rounds/:id/first-listener', STAFF),
  r('POST', '/api/mind-reader/public/guess', PUBLIC),
  // achievements: each colleague's own
  r('GET', '/api/achievements', STAFF),
  // notifications: each colleague's own inbox; "Send til kollega" on a listener message
  r('GET', '/api/notifications', STAFF),
  r('GET', '/api/notifications/unread-count', STAFF),
  r('PUT', '/api/notifications/:id/read', STAFF),
  r('POST', '/api/notifications/read-all', STAFF),
  r('POST', '/api/listener-messages/:id/send-to-colleague', STAFF),
  // automation: scheduled actions and their runs (runAutomation)
  r('GET', '/api/automation/actions', PLANNERS),
  r('POST', '/api/automation/actions', PLANNERS),
  r('PUT', '/api/automation/actions/:id', PLANNERS),
  r('DELETE', '/api/automation/actions/:id', PLANNERS),
  r('GET', '/api/automation/actions/:id/runs', PLANNERS),
  r('POST', '/api/automation/actions/:id/runs/:runId/retry', PLANNERS),
  r('GET', '/api/automation/podcast-publishes', PLANNERS),
  r('GET', '/api/automation/prepare-clocks', PLANNERS),
  r('PUT', '/api/automation/prepare-clocks', PLANNERS),
  r('POST', '/api/automation/prepare-clocks/:date/retry', PLANNERS),
  // automation: Auto-DJ rules, hour overrides and the playout export (runAutomation)
  r('GET', '/api/automation/auto-dj', PLANNERS),
  r('PUT', '/api/automation/auto-dj', PLANNERS),
  r('PUT', '/api/automation/auto-dj/overrides/:date/:hour', PLANNERS),
  r('DELETE', '/api/automation/auto-dj/overrides/:date/:hour', PLANNERS),
  r('GET', '/api/automation/auto-dj/export.json', PLANNERS),
  // analytics: the station's charts and their CSV (viewAnalytics)
  r('GET', '/api/analytics/:chart', PLANNERS),
  r('GET', '/api/analytics/:chart/csv', PLANNERS),
  // user settings and availability: each colleague's own; the team's availability and today's roster for every colleague
  r('GET', '/api/me/settings', STAFF),
  r('PUT', '/api/me/settings', STAFF),
  r('GET', '/api/me/availability', STAFF),
  r('PUT', '/api/me/availability/week', STAFF),
  r('POST', '/api/me/availability/absences', STAFF),
  r('DELETE', '/api/me/availability/absences/:id', STAFF),
  r('GET', '/api/availability', STAFF),
  r('GET', '/api/availability/today', STAFF),
  // content
  r('GET', '/api/content-hub', STAFF),
  r('GET', '/api/content-hub/facets', STAFF),
  r('GET', '/api/collections', STAFF),
  r('POST', '/api/collections', STAFF),
  r('PATCH', '/api/collections/:id', STAFF),
  r('DELETE', '/api/collections/:id', STAFF),
  r('POST', '/api/collections/:id/items', STAFF),
  r('DELETE', '/api/collections/:id/items/:itemType/:itemId', STAFF),
  r('GET', '/api/editorial-content', STAFF),
  r('GET', '/api/editorial-content/targets', STAFF),
  r('POST', '/api/editorial-content', STAFF),
  r('GET', '/api/editorial-content/:id', STAFF),
  r('PATCH', '/api/editorial-content/:id', STAFF),
  r('DELETE', '/api/editorial-content/:id', STAFF),
  r('GET', '/api/content/people', STAFF),
  r('GET', '/api/content/settings', STAFF),
  r('PUT', '/api/content/settings', ADMIN),
  // files: one route per bucket, each with a real file behind it in the test. The podcast bucket has
  // no /storage route at all (404 for everyone): its files go out at /podcast/files/* only.
  r('GET', '/storage/profile-pictures/*', PUBLIC),
  r('GET', '/storage/media/*', STAFF),
];

/** Socket.IO namespaces: who gets through the handshake. */
export const NAMESPACES: Record<string, Expectation> = {
  '/': STAFF,
  '/account': SIGNED_IN_SOCKET,
};

/** Client-to-server socket events (main namespace). A refused handshake counts as the refusal's class. */
export const SOCKET_EVENT_ROWS: Record<string, Expectation> = {
  'channel:subscribe': STAFF,
  'channel:unsubscribe': STAFF,
  'presence:track': PLANNERS,
  'chat:typing': STAFF,
  'clocks:editing': STAFF,
};

/** Subscribing to each channel of the channel registry (channel:subscribe, as the web client does). */
export const CHANNEL_ROWS: Record<string, Expectation> = {
  'chat:v1': STAFF,
  'presence:v1': STAFF,
  'broadcast:v1': STAFF,
  'on-air:v1': STAFF,
  'music-requests:v1': STAFF,
  'listeners:v1': STAFF,
  'listener-polls:v1': STAFF,
  'show-planning:v1': STAFF,
  'clock-templates:v1': STAFF,
  'active-clocks:v1': STAFF,
  'quiz:v1': STAFF,
  'mind-reader:v1': STAFF,
  'system-health:v1': STAFF,
  'studio:v1': STAFF,
  'content:v1': STAFF,
  'media:v1': STAFF,
  'achievements:v1': STAFF,
  'notifications:v1': STAFF,
  'user-settings:v1': STAFF,
  'availability:v1': STAFF,
  'station:v1': STAFF,
  'automation:v1': PLANNERS,
  'podcast:v1': PLANNERS,
  // Sponsor desk
  'sponsors:v1': STAFF,
};
