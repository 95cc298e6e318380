import { loadConfig, type Config } from '../config';

/** The configuration for a command-line tool; a bad environment ends it with the Norwegian message (exit 78, EX_CONFIG). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(78);
  }
}
