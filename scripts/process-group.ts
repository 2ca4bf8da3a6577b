// The launcher's child (next start / next dev) in a process group of its own, so that stopping it
// stops everything it started too (next dev's server worker, any render worker), and a stop that
// hangs on an in-flight response is ended: SIGTERM/SIGINT go to the whole group, and what is
// still running STOP_GRACE_MS later is killed (docs/decisions/044).
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

/** How long Next.js gets to finish in-flight requests after SIGTERM/SIGINT before it is killed. */
export const STOP_GRACE_MS = 5_000;

export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** True once the child has exited (its group may outlive it only until the kill below). */
function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Stops the child's group: `signal` now, SIGKILL after `graceMs` (or at once when `force`).
 * Resolves when the child has exited; stragglers of its group are killed with it.
 */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals, graceMs = STOP_GRACE_MS, force = false): Promise<void> {
  const done = new Promise<void>((resolve) => {
    if (exited(child)) resolve();
    else child.once("exit", () => resolve());
  });
  signalGroup(child, force ? "SIGKILL" : signal);
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), force ? 0 : graceMs);
  return done.then(() => {
    clearTimeout(timer);
    // Whatever of the group outlived the child (a worker it spawned) goes with it.
    signalGroup(child, "SIGKILL");
  });
}
