// Notification types (DECISIONS.md "Value sets") in words.
import type { notificationTypes } from "@/lib/corps/enums";

export const NOTIFICATION_TYPE_LABEL: Record<(typeof notificationTypes)[number], string> = {
  event_reminder: "Shift reminders",
  volunteer_needed: "Volunteers needed",
  signup_confirmed: "Signup confirmed",
  signup_pending: "Signup received",
  signup_waitlisted: "Added to a waitlist",
  waitlist_promoted: "Moved off a waitlist",
  signup_declined: "Signup declined",
  opportunity_cancelled: "Event cancelled",
  opportunity_updated: "Event changed",
  hours_approved: "Hours approved",
  hours_rejected: "Hours not approved",
  achievement_awarded: "Badges earned",
  announcement: "Announcements",
  waitlist_offer: "Seat offers from a waitlist",
  offer_expired: "Seat offers that lapsed",
  lottery_result: "Draw results",
};
