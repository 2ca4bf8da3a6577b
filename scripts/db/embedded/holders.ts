// The processes that use the server: one file per process in .data/postgres-holders, so the last
// one to leave stops the server. Counted per process and root: a process that asks twice
// releases twice.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isAlive, parseOwner, startTimeOf } from "./processes";

const holds = new Map<string, number>();

/** Registers this process as a holder (call under the lock). */
export function hold(root: string, holdersDir: string): void {
  mkdirSync(holdersDir, { recursive: true });
  const count = holds.get(root) ?? 0;
  if (count === 0) writeFileSync(path.join(holdersDir, String(process.pid)), startTimeOf(process.pid));
  holds.set(root, count + 1);
}

/** Lets one hold go; true when this process holds the server no more. */
export function letGo(root: string): boolean {
  const left = (holds.get(root) ?? 1) - 1;
  holds.set(root, left);
  return left <= 0;
}

export function removeHolder(holdersDir: string): void {
  rmSync(path.join(holdersDir, String(process.pid)), { force: true });
}

/** The holders still alive; the files of dead ones are removed (call under the lock). */
export function liveHolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => {
    let startTime = "";
    try {
      startTime = readFileSync(path.join(dir, name), "utf8").trim();
    } catch {
      return false; // removed meanwhile
    }
    const owner = parseOwner(`${name} ${startTime}`);
    if (owner && isAlive(owner.pid, owner.startTime)) return true;
    rmSync(path.join(dir, name), { force: true });
    return false;
  });
}
