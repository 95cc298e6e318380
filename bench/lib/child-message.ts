import type { ChildProcess } from 'node:child_process';

/**
 * The next IPC message of one type from a worker process; fails after `timeoutMs` or when the
 * worker exits first. `who` names the worker in the error.
 */
export function nextMessage<M extends { type: string }, T extends M['type']>(child: ChildProcess, type: T, timeoutMs: number, who: string): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${who}: no '${type}' in ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: M) => {
      if (message.type !== type) return;
      done();
      resolve(message as Extract<M, { type: T }>);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`${who} exited (${code})`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Asks a worker to close (its own close message), and kills it if it has not exited within 5 s. */
export function closeWorker<M>(child: ChildProcess, closeMessage: M): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send(closeMessage as object);
  });
}
