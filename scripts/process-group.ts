// The launcher's child (next start / next dev) in a process group of its own, so that stopping it
// stops everything it started too (next dev's server worker, any render worker), and a stop that
// hangs on an in-flight response is ended: SIGTERM/SIGINT go to the whole group, and what is
// still running STOP_GRACE_MS later is killed (docs/decisions/044).
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readFileSync } from "node:fs";

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

/** True while `pid` runs; a zombie (exited, not yet reaped) counts as gone on Linux. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (process.platform !== "linux") return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/**
 * Calls `onGone` once the processes that started the launcher are gone. `npm start` runs it as
 * npm -> sh -> tsx -> node: npm forwards SIGTERM to sh only, and sh dies of it without passing
 * it on, so the launcher would never hear of it. Its parent (tsx) and grandparent (sh) are
 * watched instead; when either is gone, the launcher stops as on SIGTERM. (Ctrl-C in a terminal
 * signals the whole foreground group, the launcher included.) Not on Windows, which has no
 * signals to forward.
 */
export function whenStarterGone(onGone: () => void): void {
  if (process.platform === "win32") return;
  const parent = process.ppid;
  const ps = spawnSync("ps", ["-o", "ppid=", "-p", String(parent)], { encoding: "utf8" });
  const grandparent = Number(ps.stdout?.trim());
  const watched = [parent, ...(Number.isInteger(grandparent) && grandparent > 1 ? [grandparent] : [])];
  const timer = setInterval(() => {
    if (process.ppid === parent && watched.every(alive)) return;
    clearInterval(timer);
    onGone();
  }, 250);
  timer.unref();
}
