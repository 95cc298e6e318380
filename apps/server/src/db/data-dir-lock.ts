import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Datamappen ${dataDir} er allerede i bruk av en annen Studioportal-prosess (pid ${pid}). ` +
        'Stopp den prosessen først, eller bruk en annen DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat): with the pid,
 * it names one process for the life of the machine. Null where there is no /proc (macOS, Windows)
 * or it cannot be read.
 */
export function processStartTime(pid: number | 'self'): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const start = fields[19];
  return start && /^\d+$/.test(start) ? start : null;
}

/** This boot of the machine: a start time from an earlier boot says nothing about today's pids. */
function bootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/**
 * Whether the process's command line is a Node process: every Studioportal process is (npm start,
 * backup, restore, the demo seed). Null where it cannot be read (no /proc).
 */
function isNodeProcess(pid: number): boolean | null {
  const cmdline = readOrNull(`/proc/${pid}/cmdline`);
  if (cmdline === null) return null;
  const argv0 = cmdline.split('\0')[0] ?? '';
  return /^node/.test(path.basename(argv0));
}

interface LockFile {
  pid: number;
  start?: string;
  boot?: string;
  token?: string;
}

/** The pid on the first line (all an older version wrote), then `key=value` lines. */
function parseLock(text: string): LockFile {
  const [first = '', ...rest] = text.split('\n');
  const lock: LockFile = { pid: Number.parseInt(first.trim(), 10) };
  for (const line of rest) {
    const [key, value] = line.split('=', 2);
    if (value && (key === 'start' || key === 'boot' || key === 'token')) lock[key] = value.trim();
  }
  return lock;
}

/**
 * Whether the process named by a lock file still holds it. A pid alone is not enough: after a
 * crash (kill -9, power loss) the pid may since have gone to another program, and a server that
 * refused to start until someone deleted the file by hand would be the worst outcome. So the lock
 * records the holder's start time (and the boot), and a live process with that pid but another
 * start time is not the holder. A lock without them (written by an older version, or on a system
 * without /proc) is held by a live pid unless /proc shows that pid is not a Node process at all.
 */
function isHeld(lock: LockFile): boolean {
  if (!Number.isInteger(lock.pid) || lock.pid <= 0) return false;
  // Our own pid: left by an earlier run that had the same pid (a container's pid 1), not held.
  if (lock.pid === process.pid) return false;
  if (!isAlive(lock.pid)) return false;
  if (lock.start && lock.boot) {
    const boot = bootId();
    if (boot && boot !== lock.boot) return false;
    const start = processStartTime(lock.pid);
    if (start !== null) return start === lock.start;
  }
  return isNodeProcess(lock.pid) !== false;
}

/**
 * An exclusive lock on the data dir: the embedded database must never be opened by two
 * processes. The lock file names its holder (pid, start time, boot); a lock whose holder is gone —
 * it died, even if its pid now belongs to another process — is taken over, so a crash never needs
 * manual repair.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'studioportal.lock');
  const start = processStartTime('self');
  const boot = bootId();
  const token = randomBytes(16).toString('hex');
  const content = `${process.pid}\n${start && boot ? `start=${start}\nboot=${boot}\n` : ''}token=${token}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // Only our own lock: had another process taken the file over, it is theirs now.
        if (readOrNull(lockPath) !== content) return;
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readOrNull(lockPath);
      if (text === null) continue; // Released meanwhile: try again.
      const lock = parseLock(text);
      if (isHeld(lock)) throw new DataDirLockedError(dataDir, lock.pid);
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`Kunne ikke låse datamappen ${dataDir}.`);
}
