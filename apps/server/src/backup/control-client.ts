import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTROL_FILE, CONTROL_PATH, TOKEN_HEADER, type ControlFile } from './control';

export interface RemoteBackup {
  path: string;
  rows: number;
  files: number;
  bytes: number;
  tables: number;
  snapshotMs: number;
  totalMs: number;
}

function readControlFile(dataDir: string, lockOwner: number): ControlFile {
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
  } catch {
    throw new Error(
      `Serveren (pid ${lockOwner}) bruker datamappen, men ${CONTROL_FILE} mangler eller kan ikke leses. ` +
        'Kjør kommandoen som samme bruker som serveren, eller start serveren på nytt med denne versjonen.',
    );
  }
  if (control.pid !== lockOwner) {
    throw new Error(`${CONTROL_FILE} er fra en annen prosess (pid ${control.pid}) enn den som bruker datamappen (pid ${lockOwner}). Start serveren på nytt.`);
  }
  return control;
}

/** Asks the running server (the lock owner) to take the backup, and follows its progress. */
export async function backupThroughServer(dataDir: string, lockOwner: number, log: (line: string) => void): Promise<RemoteBackup> {
  const control = readControlFile(dataDir, lockOwner);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${CONTROL_PATH}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: control.token },
    });
  } catch {
    throw new Error(`Fikk ikke kontakt med serveren på 127.0.0.1:${control.port}. Kjører den?`);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(`Serveren avviste sikkerhetskopien: ${body?.error?.message ?? response.status}`);
  }
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    rest += decoder.decode(chunk as Uint8Array, { stream: true });
    let newline: number;
    while ((newline = rest.indexOf('\n')) >= 0) {
      const line = rest.slice(0, newline);
      rest = rest.slice(newline + 1);
      if (!line) continue;
      const message = JSON.parse(line) as { progress?: string | null; done?: RemoteBackup; error?: string };
      if (message.progress) log(message.progress);
      if (message.error) throw new Error(`Sikkerhetskopien feilet i serveren: ${message.error}`);
      if (message.done) return message.done;
    }
  }
  throw new Error('Serveren avsluttet før sikkerhetskopien var ferdig.');
}
