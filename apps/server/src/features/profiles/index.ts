/**
 * The profiles feature: no routes. Start-up (app.ts) makes the one ProfilesService, which every
 * feature reaches as `ctx.profiles` through the Identity interface (auth/identity.ts).
 */
export { ProfilesService } from './profiles.service';
// Admin users lists profiles with its own filters and maps the rows the same way.
export { toProfile } from './profiles.repository';
// Automation: the creator of a scheduled attach, read inside the run's transaction.
export { findProfile } from './profiles.repository';
