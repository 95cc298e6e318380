import type { APP_ROLES, APPROVAL_STATUSES } from './role-schemas';

export { APP_ROLES, APPROVAL_STATUSES, appRoleSchema, approvalStatusSchema } from './role-schemas';

export type AppRole = (typeof APP_ROLES)[number];
export const DEFAULT_ROLE: AppRole = 'Tekniker';

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Norwegian labels for roles, used in menus, tables and badges. */
export const ROLE_LABELS: Record<AppRole, string> = {
  Administrator: 'Administrator',
  Programleder: 'Programleder',
  Tekniker: 'Tekniker',
};

/** The single permission model: every guarded action names one of these. */
export const PERMISSIONS = {
  useStaffScreens: ['Administrator', 'Programleder', 'Tekniker'],
  sendBroadcast: ['Administrator', 'Programleder', 'Tekniker'],
  markClockElementSent: ['Administrator', 'Programleder', 'Tekniker'],
  switchOnAir: ['Administrator', 'Programleder', 'Tekniker'],
  pushDisplayMessage: ['Administrator', 'Programleder', 'Tekniker'],
  editPlanning: ['Administrator', 'Programleder'],
  dismissAnyBroadcast: ['Administrator', 'Programleder'],
  deleteOthersContent: ['Administrator', 'Programleder'],
  publishGlobalPresence: ['Administrator', 'Programleder'],
  /** Remove anyone's chat message (public, or private once reported), handle reports, mute in the chat. */
  moderateChat: ['Administrator', 'Programleder'],
  /** Listener side: moderate comments, block senders, create and run polls, set music-request rules. */
  moderateListeners: ['Administrator', 'Programleder'],
  /** Build quiz sets, start and run live quizzes, speed rounds and tournaments (the spec's "quizzes, games"). */
  runGames: ['Administrator', 'Programleder'],
  /** The sponsor desk: sponsor profiles, competitions, draws, winners and their full phone numbers. */
  runCompetitions: ['Administrator', 'Programleder'],
  /** /automation: scheduled actions (clocks, publishing, staff messages, reminders, content) and auto-DJ rules. */
  runAutomation: ['Administrator', 'Programleder'],
  /** /analytics: the station's charts and their CSV exports. */
  viewAnalytics: ['Administrator', 'Programleder'],
  manageUsers: ['Administrator'],
  stationSettings: ['Administrator'],
  viewSecurityEvents: ['Administrator'],
  /** /dev-tools: connection, logs and caches. No spec rule refuses any approved role (issue 19). */
  useDevTools: ['Administrator', 'Programleder', 'Tekniker'],
} as const satisfies Record<string, readonly AppRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function hasRole(role: AppRole | null | undefined, roles: readonly AppRole[]): boolean {
  return role != null && roles.includes(role);
}

export function can(role: AppRole | null | undefined, permission: Permission): boolean {
  return hasRole(role, PERMISSIONS[permission]);
}
