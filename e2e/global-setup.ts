import { ensureServerBuilt } from '../test-support/server-process';

/** Runs once before the workers: they all start the compiled server, built here when stale. */
export default function globalSetup() {
  ensureServerBuilt();
}
