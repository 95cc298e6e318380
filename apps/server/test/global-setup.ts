import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { emptyPostgresDatabase } from '../../../test-support/empty-postgres';
import { writeMigratedPgliteTemplate } from '../../../test-support/pglite-template';
import { dropPostgresCopies } from './postgres-copies';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data dir: each test's in-memory database starts from it. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database each test's database is created from (when TEST_DATABASE_URL is set). */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database of each kind before any server test runs. Opening PGlite and running
 * every migration took ~2.5 s per test; a copy of the result takes ~1 s (PGlite) or a fraction
 * of a second (PostgreSQL's CREATE DATABASE … TEMPLATE), and each test still gets its own.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'sp-templates-'));
  const file = path.join(folder, 'pglite.tar');
  await writeMigratedPgliteTemplate(file);
  project.provide('pgliteTemplateFile', file);

  let dropPostgres = async () => {};
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = await emptyPostgresDatabase(baseUrl, `sp_template_${randomUUID().slice(0, 4)}`);
    const database = await openDatabase({ kind: 'postgres', url: template.url });
    await migrate(database);
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await database.close();
    const templateName = new URL(template.url).pathname.slice(1);
    project.provide('postgresTemplate', templateName);
    dropPostgres = async () => {
      // Each worker keeps the next test's copy ready (harness.ts): the last one is left behind.
      await dropPostgresCopies(baseUrl, templateName);
      await template.drop();
    };
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await dropPostgres();
  };
}
