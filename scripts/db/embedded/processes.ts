// Which processes are alive: owners of the lock, holders of the server, the postmaster.
import { readFileSync } from "node:fs";

/** Start time of a process (Linux /proc), so a reused pid is not taken for the original. */
export function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime) counted after the parenthesised command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

export function isAlive(pid: number, startTime = ""): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return startTime === "" || startTimeOf(pid) === "" || startTimeOf(pid) === startTime;
}

/** This process as an owner: "<pid> <start time>". */
export const me = `${process.pid} ${startTimeOf(process.pid)}`;

export function parseOwner(text: string): { pid: number; startTime: string } | null {
  const [pid, startTime = ""] = text.trim().split(" ");
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, startTime } : null;
}

export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
