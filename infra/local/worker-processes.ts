/**
 * The build workers one `npm start` has running. Each worker runs in its own process group (it starts
 * ffmpeg, COLMAP and the trainer), so stopping the stack can end a worker and everything it started with
 * one signal to the group, instead of leaving them orphaned when the stack gets a SIGTERM.
 */
import type { ChildProcess } from 'node:child_process';

const KILL_AFTER_MS = 5000;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // A negative pid addresses the whole process group the worker leads (spawned with detached: true).
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export class WorkerProcesses {
  private readonly running = new Set<ChildProcess>();
  private stoppingAll = false;

  /** True once stopAll began: a worker that ends now was stopped by the stack, not by its build. */
  get stopping(): boolean {
    return this.stoppingAll;
  }

  add(child: ChildProcess): void {
    if (this.stoppingAll) {
      signalGroup(child, 'SIGKILL');
      return;
    }
    this.running.add(child);
    child.once('exit', () => this.running.delete(child));
  }

  /** Ends every worker's process group: SIGTERM, then SIGKILL for any still there after a while. */
  async stopAll(): Promise<void> {
    this.stoppingAll = true;
    await Promise.all(
      [...this.running].map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_AFTER_MS);
            child.once('exit', () => {
              clearTimeout(timer);
              // Whatever the worker started and did not wait for goes with it.
              signalGroup(child, 'SIGKILL');
              resolve();
            });
            if (child.exitCode !== null || child.signalCode !== null) {
              clearTimeout(timer);
              signalGroup(child, 'SIGKILL');
              resolve();
              return;
            }
            signalGroup(child, 'SIGTERM');
          }),
      ),
    );
  }
}
