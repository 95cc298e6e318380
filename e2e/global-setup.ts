import { prepareServerHosts } from '../test-support/server-host';
import { ensureServerBuilt } from '../test-support/server-process';

/**
 * Runs once before the workers: they all start the compiled server (built here when stale) and
 * the compiled host that serves most tests their server (fixtures.ts), on a template migrated here.
 */
export default function globalSetup() {
  ensureServerBuilt();
  return prepareServerHosts();
}
