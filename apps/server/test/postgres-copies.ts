import { dropPostgresDatabases } from '../../../test-support/empty-postgres';

/** The name prefix of the test databases copied from one run's template (harness.ts). */
export function postgresCopyPrefix(template: string): string {
  return `${template}_c`;
}

/** Drops every copy of `template` still there: a worker's unused spare, or a test's that failed to drop. */
export function dropPostgresCopies(baseUrl: string, template: string): Promise<void> {
  return dropPostgresDatabases(baseUrl, postgresCopyPrefix(template));
}
