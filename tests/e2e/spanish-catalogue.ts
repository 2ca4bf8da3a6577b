// What tests/e2e/spanish.spec.ts looks for, built from the message catalogues: the Spanish h1 of a
// page (found through its English message, so key names may change), and the known English
// navigation labels and headings that must not show on a Spanish page.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { flattenMessages, type MessageTree } from "@/lib/i18n/flatten";

// Read from the files (Playwright's loader cannot import JSON modules without an import attribute);
// Playwright runs from the repository root.
const MESSAGES = path.resolve(process.cwd(), "lib/i18n/messages");

/** Every "ns.key.path" of a language's catalogue files with its message. */
function messagesOf(locale: "en" | "es"): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(path.join(MESSAGES, locale)).filter((f) => f.endsWith(".json"))) {
    const tree = JSON.parse(readFileSync(path.join(MESSAGES, locale, file), "utf8")) as MessageTree;
    for (const [k, v] of flattenMessages(tree, file.replace(/\.json$/, ""))) out.set(k, v);
  }
  return out;
}

const EN = messagesOf("en");
const ES = messagesOf("es");

/** "Welcome, {firstName}" and "Welcome, {name}" are the same message. */
const shape = (message: string) => message.replace(/\{\s*\w+\s*\}/g, "{}");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a whole-text pattern, each placeholder standing for any text. */
const pattern = (message: string) => new RegExp(`^${shape(message).split("{}").map(escape).join(".+")}$`, "u");

/** The Spanish messages of every key whose English message is `english`. */
function spanishOf(english: string): string[] {
  return [...EN].filter(([, m]) => shape(m) === shape(english)).map(([key]) => ES.get(key) ?? "");
}

/** The h1 a Spanish page must show, as a pattern; null when no catalogue has the English heading yet. */
export function spanishHeading(english: string): RegExp | null {
  const spanish = spanishOf(english).filter(Boolean);
  if (spanish.length === 0) return null;
  return new RegExp(spanish.map((m) => pattern(m).source).join("|"), "u");
}

/** The h1 of each page, as its English message ("{name}" where data goes in); alternatives when a page shows one of two. */
export const HEADINGS: Record<string, string[]> = {
  "/volunteer": ["Welcome, {name}", "Welcome"],
  "/opportunities": ["Find opportunities"],
  "/volunteer/shifts": ["My shifts"],
  "/volunteer/calendar": ["My calendar"],
  "/volunteer/hours": ["Hours"],
  "/volunteer/badges": ["Badges"],
  "/volunteer/profile": ["Your profile", "Create your volunteer profile"],
  "/volunteer/notifications": ["Messages"],
  "/notifications": ["Notifications"],
  "/recruiter": ["Recruiter home"],
  "/recruiter/opportunities": ["Your opportunities"],
  "/recruiter/opportunities/new": ["New opportunity"],
  "/recruiter/calendar": ["Calendar"],
  "/recruiter/hours": ["Hours awaiting approval"],
  "/recruiter/notify": ["Send a notification"],
  "/properties": ["Properties"],
  "/properties/sync": ["Listing sync"],
  "/reports/rental-heatmap": ["Rental market heatmap"],
  "/admin": ["System administration", "Organization administration"],
  "/admin/reports": ["Reports"],
  "/admin/achievements": ["Achievements"],
  "/admin/members": ["Members"],
  "/admin/organization": ["Organization"],
  "/admin/organizations": ["Organizations"],
  "/admin/requirements": ["Signup requirements"],
  "/admin/skills": ["Skills"],
  "/admin/webhooks": ["Webhooks"],
  "/admin/credentials": ["Credentials"],
  "/admin/mailbox": ["Mailbox"],
  "/admin/audit": ["Audit log"],
};

/** The section headings (cards, h2) of those pages and of the detail pages, as the English pages show them. */
const SECTIONS = [
  // volunteer
  "Upcoming shifts",
  "No upcoming shifts",
  "Recent badges",
  "Recommended for you",
  "No recommendations right now",
  "You have no volunteer profile yet",
  "Seats offered to you",
  "No seats on offer right now",
  "Past and cancelled",
  "No past shifts yet",
  "Log hours",
  "Your entries",
  "No hours logged yet",
  "Not yet earned",
  "My credentials",
  "Calendar feed",
  "My documents",
  "What we send you",
  "Text messages",
  "Single kinds of notification",
  "No opportunities match",
  "Your place",
  "The draw",
  "Every week",
  // recruiter
  "Upcoming events",
  "No upcoming events",
  "Events below their minimum",
  "Signups awaiting approval",
  "Nothing to approve",
  "Whole series",
  "Add a property by hand",
  "Add a property",
  "CRM fields",
  "Source database",
  "Run sync",
  "Run history",
  "Payment standard and rent benchmarks",
  // administrators
  "Weekly participation, last 12 weeks",
  "Hours summary",
  "Hours by labor type",
  "Award a badge",
  "Recently awarded",
  "Badge catalogue",
  "Invite someone",
  "No pending invitations",
  "Public page",
  "Create an organization",
  "Add a requirement",
  "Add a skill",
  "Register an endpoint",
  "Delivery log",
  "Signing keys",
  "Latest texts",
];

const NAV = [...EN].filter(([key]) => key.startsWith("shell.nav.")).map(([, message]) => message);

/** Messages that are the same in both languages ("Webhooks", "CRM") are not English leftovers. */
const SPANISH_TOO = new Set([...ES.values()].map(shape));

/** Each known English label or heading, with a test for a text that shows it. */
const KNOWN_ENGLISH: [string, (text: string) => boolean][] = [...new Set([...NAV, ...Object.values(HEADINGS).flat(), ...SECTIONS])]
  .filter((english) => !SPANISH_TOO.has(shape(english)))
  .map((english) => {
    if (english.includes("{")) {
      const re = pattern(english);
      return [english, (text: string) => re.test(text)];
    }
    // One word ("Hours") only as the whole text: data in English may use it inside a sentence.
    if (!english.includes(" ")) return [english, (text: string) => text === english];
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(english)}(?![\\p{L}\\p{N}])`, "u");
    return [english, (text: string) => re.test(text)];
  });

/** The [text, English label] pairs of the texts that show a known English label or heading. */
export function englishLeftovers(texts: string[]): [string, string][] {
  return texts.flatMap((text) => KNOWN_ENGLISH.filter(([, shows]) => shows(text)).map(([english]): [string, string] => [text, english]));
}

/**
 * Data of a page that happens to equal an English message: the skills page heads each seeded
 * category (prisma/seed-catalogue.ts) with its name, and some are also labor types.
 */
const DATA_ON: Record<string, string[]> = { "/admin/skills": ["Administrative", "Education", "Outreach"] };

/** Every English message without placeholders whose Spanish differs: the words of the UI. */
const ENGLISH_MESSAGES = new Map(
  [...EN].filter(([key, m]) => !m.includes("{") && !m.includes("<") && m.trim().length > 1 && ES.get(key) !== m && !SPANISH_TOO.has(shape(m))).map(([key, m]) => [m.trim(), key]),
);

/**
 * The [text, catalogue key] pairs of the UI elements (headings, labels, buttons, table headers,
 * accessible names) whose whole text is a message of the English catalogue: a translated string
 * shown in English.
 */
export function catalogueLeftovers(labels: string[], path: string | null): [string, string][] {
  const data = new Set(path ? (DATA_ON[path] ?? []) : []);
  return labels.flatMap((text): [string, string][] => {
    const key = data.has(text) ? undefined : ENGLISH_MESSAGES.get(text);
    return key ? [[text, key]] : [];
  });
}
