// The unsigned Open Badges 3.0 credentials of the app: a badge (an earned achievement) and
// volunteer service (approved hours in a date range). Pure: the services gather the facts.
import { createHash, randomBytes } from "node:crypto";
import { CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT } from "./document-loader";
import { issuerDid, statusListUrl } from "./issuer-did";

export interface CredentialFacts {
  id: string;
  orgId: string;
  orgName: string;
  appUrl: string;
  issuedAt: Date;
  subjectName: string;
  subjectEmail: string;
  statusIndex: number;
}

export interface BadgeFacts {
  achievementId: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  triggerType: "hours_milestone" | "events_milestone" | "manual";
  triggerValue: number | null;
  awardedAt: Date;
}

export interface HoursFacts {
  dateFrom: string;
  dateTo: string;
  laborType: string | null;
  totalHours: string;
  events: number;
}

const seconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** A name-based UUID (SHA-256, RFC 9562 layout of version 8): stable ids for the app's own achievements. */
function nameUuid(...parts: string[]): string {
  const h = createHash("sha256").update(parts.join("\u0000")).digest();
  h[6] = (h[6] & 0x0f) | 0x80;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The recipient's e-mail, salted and hashed: who it is can be confirmed by whoever knows the address, not read off. */
export function identityObject(email: string, salt = randomBytes(16).toString("hex")) {
  const hash = createHash("sha256").update(email.trim().toLowerCase() + salt).digest("hex");
  return { type: "IdentityObject", identityHash: `sha256$${hash}`, identityType: "emailAddress", hashed: true, salt };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** The badge as a small SVG data URI, so that the credential carries its image with it. */
export function badgeImage(icon: string, color: string, label: string): { id: string; type: "Image" } {
  const fill = /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : "#2563eb";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(label)}">` +
    `<circle cx="128" cy="128" r="120" fill="${fill}"/>` +
    `<text x="128" y="156" font-size="96" text-anchor="middle" fill="#ffffff">${escapeXml(icon || "★")}</text></svg>`;
  return { id: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, type: "Image" };
}

function envelope(f: CredentialFacts, name: string, subject: Record<string, unknown>) {
  const listUrl = statusListUrl(f.orgId);
  return {
    "@context": [CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: `urn:uuid:${f.id}`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name,
    issuer: { id: issuerDid(f.orgId), type: ["Profile"], name: f.orgName, url: f.appUrl },
    validFrom: seconds(f.issuedAt),
    credentialSubject: {
      type: ["AchievementSubject"],
      name: f.subjectName,
      identifier: [identityObject(f.subjectEmail)],
      ...subject,
    },
    credentialStatus: {
      id: `${listUrl}#${f.statusIndex}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(f.statusIndex),
      statusListCredential: listUrl,
    },
  };
}

function badgeNarrative(b: BadgeFacts): string {
  if (b.triggerType === "hours_milestone") return `Awarded automatically after ${b.triggerValue ?? 0} approved volunteer hours.`;
  if (b.triggerType === "events_milestone") return `Awarded automatically after ${b.triggerValue ?? 0} completed volunteer events.`;
  return "Awarded by a coordinator of the organization in recognition of the volunteer's contribution.";
}

export function badgeCredential(f: CredentialFacts, b: BadgeFacts) {
  return envelope(f, b.name, {
    activityEndDate: seconds(b.awardedAt),
    achievement: {
      id: `urn:uuid:${b.achievementId}`,
      type: ["Achievement"],
      name: b.name,
      description: b.description || b.name,
      criteria: { narrative: badgeNarrative(b) },
      image: badgeImage(b.icon, b.color, b.name),
    },
  });
}

export function hoursCredential(f: CredentialFacts, h: HoursFacts) {
  const achievementId = nameUuid("volunteer-service", f.orgId, h.laborType ?? "");
  const hoursResult = nameUuid("volunteer-service-hours", f.orgId, h.laborType ?? "");
  const eventsResult = nameUuid("volunteer-service-events", f.orgId, h.laborType ?? "");
  const kind = h.laborType ? `${h.laborType} ` : "";
  const name = `Volunteer service: ${h.totalHours} hours`;
  return envelope(f, name, {
    activityStartDate: `${h.dateFrom}T00:00:00Z`,
    activityEndDate: `${h.dateTo}T23:59:59Z`,
    achievement: {
      id: `urn:uuid:${achievementId}`,
      type: ["Achievement"],
      achievementType: "ext:VolunteerService",
      name,
      description: `${h.totalHours} hours of ${kind}volunteer service with ${f.orgName} at ${h.events} event${h.events === 1 ? "" : "s"}, from ${h.dateFrom} to ${h.dateTo}.`,
      criteria: {
        narrative: `The total of the volunteer's ${kind}hours worked from ${h.dateFrom} to ${h.dateTo} that ${f.orgName} approved. Pending and rejected hours are not counted.`,
      },
      image: badgeImage("⏱", "#047857", name),
      resultDescription: [
        { id: `urn:uuid:${hoursResult}`, type: ["ResultDescription"], name: "Approved volunteer hours", resultType: "ext:VolunteerHours" },
        { id: `urn:uuid:${eventsResult}`, type: ["ResultDescription"], name: "Events", resultType: "ext:EventCount" },
      ],
    },
    result: [
      { type: ["Result"], resultDescription: `urn:uuid:${hoursResult}`, value: h.totalHours },
      { type: ["Result"], resultDescription: `urn:uuid:${eventsResult}`, value: String(h.events) },
    ],
  });
}
