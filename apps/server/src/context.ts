import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ProfilesService } from './features/profiles/profiles.service';
import type { JobQueue } from './jobs/job-queue';
import type { Gateway } from './realtime/gateway';
import type { StorageDriver } from './storage/storage-driver';

/** What every feature gets: the building blocks, never another feature's internals. */
export interface ServerContext {
  config: Config;
  database: Database;
  auth: Auth;
  realtime: Gateway;
  storage: StorageDriver;
  profiles: ProfilesService;
  /** Background jobs in the database (media processing and later scheduled work). */
  jobs: JobQueue;
}
