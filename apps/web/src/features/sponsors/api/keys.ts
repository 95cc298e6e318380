/**
 * The sponsor desk's cache keys. The sponsor profiles and the competition list carry no listener's
 * phone and are kept for offline reading; whatever lists entrants or winners (a competition's
 * detail, the winners log, a report) sits under 'sponsors-private', which stays off the disk
 * (lib/offline/persisted-query-cache.tsx): those answers may hold whole phone numbers.
 */
export const sponsorKeys = {
  sponsors: ['sponsors', 'list'] as const,
  competitions: ['sponsors', 'competitions'] as const,
  private: ['sponsors-private'] as const,
  competition: (id: string) => ['sponsors-private', 'competition', id] as const,
  winners: ['sponsors-private', 'winners'] as const,
  reports: (sponsorId: string) => ['sponsors-private', 'report', sponsorId] as const,
  report: (sponsorId: string, from: string, to: string) => ['sponsors-private', 'report', sponsorId, from, to] as const,
};

export const sponsorPath = (id: string, rest = '') => `/api/sponsors/${encodeURIComponent(id)}${rest}`;
export const competitionPath = (id: string, rest = '') => `/api/sponsors/competitions/${encodeURIComponent(id)}${rest}`;
