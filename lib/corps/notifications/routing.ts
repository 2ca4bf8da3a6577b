// Which category each notification type belongs to, and by which channels it may go out:
// the one table that decides e-mail headers, digests and SMS (issue 31; docs/decisions/090).
// Adding a notification type is one line here (TypeScript insists on it: the table is total).
import type { NotificationType } from "@/lib/generated/prisma/enums";

/** Categories a user chooses for, and that an unsubscribe token names. */
export const categories = ["reminders", "opportunities", "updates", "pending", "digest"] as const;
export type Category = (typeof categories)[number];
/** Messages of no category: strictly transactional (never unsubscribable, never digested). */
export interface Routing {
  category: Category | "transactional";
  email: boolean;
  sms: boolean;
  /** Whose SMS choice a transactional type's text follows (an offer: the reminders one). */
  smsCategory?: Category;
}

export const emailModes = ["immediate", "daily", "weekly", "off"] as const;
export type EmailMode = (typeof emailModes)[number];

/**
 * email: an e-mail is written by default (a sender may still ask for in-app only);
 * sms: the type may be texted where the volunteer chose SMS for its category.
 */
export const ROUTING: Record<NotificationType, Routing> = {
  // A waitlist offer's e-mail is transactional (its own deadline); its text follows the
  // volunteer's reminders SMS choice.
  waitlist_offer: { category: "transactional", email: true, sms: true, smsCategory: "reminders" },
  // Offer and lottery outcomes tell a volunteer about their own place: updates.
  offer_expired: { category: "updates", email: true, sms: false },
  lottery_result: { category: "updates", email: true, sms: false },
  event_reminder: { category: "reminders", email: true, sms: true },
  volunteer_needed: { category: "opportunities", email: true, sms: true },
  announcement: { category: "updates", email: false, sms: false },
  signup_confirmed: { category: "updates", email: true, sms: false },
  signup_pending: { category: "updates", email: true, sms: false },
  signup_waitlisted: { category: "updates", email: true, sms: false },
  waitlist_promoted: { category: "updates", email: true, sms: false },
  signup_declined: { category: "updates", email: true, sms: false },
  opportunity_cancelled: { category: "updates", email: true, sms: false },
  opportunity_updated: { category: "updates", email: true, sms: false },
  hours_approved: { category: "updates", email: false, sms: false },
  hours_rejected: { category: "updates", email: false, sms: false },
  achievement_awarded: { category: "updates", email: false, sms: false },
  // Attendance (issue 28). A seat handed to a named colleague is about their own place and has a
  // deadline: updates (immediate by default), not opportunities (a weekly digest by default).
  // Cover requests are volunteer_needed: opportunities, textable.
  handoff_offered: { category: "updates", email: true, sms: false },
  handoff_accepted: { category: "updates", email: true, sms: false },
  // The volunteer is asked to correct an automatic check-out's hours.
  auto_checked_out: { category: "updates", email: true, sms: false },
};

/** What a category of e-mail is called on the preferences and unsubscribe pages. */
export const CATEGORY_LABELS: Record<Category, { label: string; description: string }> = {
  reminders: { label: "Shift reminders", description: "Reminders before the shifts you signed up for" },
  opportunities: { label: "Opportunities", description: "New opportunities sent to you, targeted sends and cover requests" },
  updates: { label: "Updates", description: "Your signups, hours, badges and announcements" },
  pending: { label: "Pending items", description: "For organizers: signups and hours waiting for you, shifts at risk" },
  digest: { label: "Digest e-mails", description: "The daily or weekly summary itself" },
};

/** Categories whose e-mail may wait for a digest (daily/weekly); the others are on or off. */
export const DIGESTIBLE: readonly Category[] = ["reminders", "opportunities", "updates", "pending"];
/** Categories that may be texted. */
export const TEXTABLE: readonly Category[] = ["reminders", "opportunities"];

export interface Preference {
  email: EmailMode;
  sms: boolean;
}

/** The defaults: volunteers get opportunities weekly, organizers pending items daily. */
export function defaultPreference(category: Category, role: string): Preference {
  if (category === "opportunities") return { email: role === "volunteer" ? "weekly" : "immediate", sms: false };
  if (category === "pending") return { email: role === "volunteer" ? "off" : "daily", sms: false };
  return { email: "immediate", sms: false };
}

export function routingOf(type: NotificationType): Routing {
  return ROUTING[type];
}
