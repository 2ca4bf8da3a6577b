// The seat rule (issue 27), pure: which statuses hold seats, full, intake, the offer deadline,
// the lottery's tickets (checked against values computed with Python's hmac module) and order,
// and a scan that no file outside lib/corps/seats counts seats or decides fullness on its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drawOrder, lotteryTicket, seatInOrder, seedCommitment } from "@/lib/corps/seats/lottery-order";
import { intakeFor, isFull, MIN_OFFER_MS, NO_SEATS, offerDeadline, SEAT_STATUSES, seatsFree, seatsHeld, statusForSeats, type IntakeInput } from "@/lib/corps/seats/seat-rule";

const seats = (c: Partial<typeof NO_SEATS>) => ({ ...NO_SEATS, ...c });
const firstCome: IntakeInput = { status: "published", maxVolunteers: 5, allowWaitlist: true, signupMode: "first_come", lotteryClosesAt: null, lotteryDrawnAt: null };
const now = new Date("2026-12-01T10:00:00Z");

describe("seat rule", () => {
  it("pending, confirmed, checked in, completed and offered hold seats; waitlist and entries do not", () => {
    expect([...SEAT_STATUSES].sort()).toEqual(["checked_in", "completed", "confirmed", "offered", "pending"]);
    expect(seatsHeld(seats({ confirmed: 3, pending: 1, offered: 1, waitlist: 9, entered: 9 }))).toBe(5);
  });

  it("a party of 3 and a single on 5 seats is 4 of 5, not full; one more fills it", () => {
    const c = seats({ confirmed: 4 });
    expect(seatsFree(firstCome, c)).toBe(1);
    expect(isFull(firstCome, c)).toBe(false);
    expect(isFull(firstCome, seats({ confirmed: 4, offered: 1 }))).toBe(true);
    expect(isFull({ status: "full", maxVolunteers: null }, NO_SEATS)).toBe(true);
    expect(statusForSeats(firstCome, 5)).toBe("full");
    expect(statusForSeats({ status: "full", maxVolunteers: 5 }, 4)).toBe("published");
    expect(statusForSeats({ status: "draft", maxVolunteers: 5 }, 5)).toBe("draft");
  });

  it("intake: a seat while the party fits, else the waitlist or nothing; a lottery takes entries until its close", () => {
    expect(intakeFor(firstCome, seats({ confirmed: 3 }), 2, now)).toBe("seat");
    expect(intakeFor(firstCome, seats({ confirmed: 3 }), 3, now)).toBe("waitlist");
    expect(intakeFor({ ...firstCome, allowWaitlist: false }, seats({ confirmed: 3 }), 3, now)).toBe("refused");
    expect(intakeFor({ ...firstCome, maxVolunteers: null }, seats({ confirmed: 300 }), 10, now)).toBe("seat");
    const lottery: IntakeInput = { ...firstCome, signupMode: "lottery", lotteryClosesAt: new Date(now.getTime() + 1000) };
    expect(intakeFor(lottery, seats({ entered: 50 }), 3, now)).toBe("entry");
    expect(intakeFor({ ...lottery, lotteryClosesAt: now }, NO_SEATS, 1, now)).toBe("refused");
    expect(intakeFor({ ...lottery, lotteryDrawnAt: now }, seats({ confirmed: 5 }), 1, now)).toBe("waitlist");
  });

  it("an offer lasts the window, but ends an hour before the start", () => {
    const start = new Date(now.getTime() + 3 * 3_600_000);
    expect(offerDeadline(now, 60, start).toISOString()).toBe("2026-12-01T11:00:00.000Z");
    expect(offerDeadline(now, 720, start).toISOString()).toBe("2026-12-01T12:00:00.000Z");
    const soon = new Date(now.getTime() + 60 * 60_000 + 30_000);
    expect(offerDeadline(now, 720, soon).getTime() - now.getTime()).toBeLessThan(MIN_OFFER_MS);
  });
});

describe("lottery order", () => {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => i);

  it("commitment and tickets match an independent implementation (Python hmac/hashlib)", () => {
    expect(seedCommitment(seed)).toBe("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    // The message is the id in lower case, whatever case it arrives in.
    expect(lotteryTicket(seed, "3F2504E0-4F89-11D3-9A0C-0305E82C3301")).toBe("b7c41583510895c31b63d59cb9a02d2b23c45339a0449ce920c8229f382bfb48");
    expect(lotteryTicket(seed, "00000000-0000-4000-8000-000000000001")).toBe("58e7008dc86da549f214a5051a7632898205e0a3f3a45c233350710d0851d88d");
    expect(lotteryTicket(seed, "00000000-0000-4000-8000-000000000002")).toBe("a316c53f35f3ef061949e3596bc0260a66f09ca7a7a0325e1bd97dc09c756669");
  });

  it("orders by tier, then ticket; seats parties while they fit, skipping one that does not", () => {
    const a = "00000000-0000-4000-8000-000000000001"; // ticket 58e7…
    const b = "00000000-0000-4000-8000-000000000002"; // ticket a316…
    const c = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"; // ticket b7c4…
    expect(drawOrder(seed, [{ id: c, partySize: 1, tier: 1 }, { id: b, partySize: 1, tier: 1 }, { id: a, partySize: 1, tier: 1 }]).map((e) => e.id)).toEqual([a, b, c]);
    const ordered = drawOrder(seed, [{ id: a, partySize: 3, tier: 1 }, { id: b, partySize: 2, tier: 1 }, { id: c, partySize: 1, tier: 0 }]);
    expect(ordered.map((e) => e.id)).toEqual([c, a, b]);
    // 3 seats: c (1) fits, a (3) does not, b (2) does.
    expect([...seatInOrder(ordered, 3)]).toEqual([c, b]);
    expect(seatInOrder(ordered, null).size).toBe(3);
    expect(seatInOrder(ordered, 0).size).toBe(0);
  });
});

describe("no other file decides whether an opportunity is full", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) return name === "generated" || name === "node_modules" ? [] : files(p);
      return /\.(ts|tsx)$/.test(name) ? [p] : [];
    });
  }
  it("seat sums, status lists of seats and fullness comparisons live in lib/corps/seats only", () => {
    const offenders: string[] = [];
    for (const f of [...files(path.join(root, "lib")), ...files(path.join(root, "app")), ...files(path.join(root, "components"))]) {
      const rel = path.relative(root, f);
      if (rel.startsWith(path.join("lib", "corps", "seats"))) continue;
      const text = readFileSync(f, "utf8");
      const patterns = [
        // A party_size sum over seat-holding statuses (a sum of attended people, status = 'completed', is not a seat count).
        /SUM\(\s*(s\.)?party_size\s*\)[^`]{0,200}status\s+IN\s*\(\s*'(pending|confirmed)/i,
        /COUNT\(\*\)\s*FILTER\s*\(WHERE\s+s\.status\s+IN\s*\('pending'/i,
        // "n >= max_volunteers" is the seat rule's isFull, nobody else's.
        />=\s*[\w.]*max_?[vV]olunteers/,
        /max_?[vV]olunteers\s*<=/,
      ];
      for (const re of patterns) if (re.test(text)) offenders.push(`${rel}: ${re}`);
    }
    expect(offenders).toEqual([]);
  });
});
