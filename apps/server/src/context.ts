import type { Auth } from './auth/auth';
import type { Identity } from './auth/identity';
import type { Config } from './config';
import type { Database } from './db/client';
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
  /** Profiles of the signed-in people and the guarded changes to them (implemented by features/profiles). */
  profiles: Identity;
  /** Background jobs in the database (media processing and later scheduled work). */
  jobs: JobQueue;
}
