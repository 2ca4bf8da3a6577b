// Quiet hours for texts (TCPA, 47 CFR 64.1200(c)(1)): 08:00-21:00 in the recipient's local time,
// narrower in the states that say so. The state and zone come from a US number's area code where
// we know them (docs/decisions/093-sms-quiet-hours.md), else the organization's zone is used.
import { addDays, instantOf, localOf } from "@/lib/time/wall-clock";

interface StateRule {
  /** First and last allowed hour (local, 24 h): texts may go from start:00 until end:00. */
  start: number;
  end: number;
  zone: string;
}

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";

/** Area codes of the states with stricter hours than the federal rule. */
const STATES: Record<string, { rule: Omit<StateRule, "zone">; zone: string; codes: number[]; central?: number[] }> = {
  FL: { rule: { start: 8, end: 20 }, zone: EASTERN, codes: [239, 305, 321, 324, 352, 386, 407, 448, 561, 645, 656, 689, 727, 728, 754, 772, 786, 813, 850, 863, 904, 941, 954], central: [850] },
  MD: { rule: { start: 8, end: 20 }, zone: EASTERN, codes: [227, 240, 301, 410, 443, 667] },
  OK: { rule: { start: 8, end: 20 }, zone: CENTRAL, codes: [405, 539, 572, 580, 918] },
  NJ: { rule: { start: 8, end: 20 }, zone: EASTERN, codes: [201, 551, 609, 640, 732, 848, 856, 862, 908, 973] },
  CT: { rule: { start: 9, end: 20 }, zone: EASTERN, codes: [203, 475, 860, 959] },
};

const FEDERAL = { start: 8, end: 21 };

/** The sending window and zone for a number (E.164), the organization's zone when the area code says nothing. */
export function quietHoursFor(phone: string, orgZone: string): StateRule & { state: string | null } {
  const m = /^\+1(\d{3})\d{7}$/.exec(phone);
  const areaCode = m ? Number(m[1]) : null;
  if (areaCode !== null) {
    for (const [state, s] of Object.entries(STATES)) {
      if (s.codes.includes(areaCode)) return { ...s.rule, zone: s.central?.includes(areaCode) ? CENTRAL : s.zone, state };
    }
  }
  return { ...FEDERAL, zone: orgZone, state: null };
}

/** The first instant at or after `now` inside the window: `now` itself when texting is allowed. */
export function nextSendingTime(now: Date, window: Pick<StateRule, "start" | "end" | "zone">): Date {
  const local = localOf(now, window.zone);
  const hour = Number(local.time.slice(0, 2));
  if (hour >= window.start && hour < window.end) return now;
  const date = hour < window.start ? local.date : addDays(local.date, 1);
  return instantOf({ date, time: `${String(window.start).padStart(2, "0")}:00` }, window.zone);
}
