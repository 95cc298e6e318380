import { readFileSync } from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string };
export const APP_VERSION = pkg.version;
