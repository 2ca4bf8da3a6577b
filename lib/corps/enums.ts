// Value sets of DECISIONS.md "Value sets", as zod enums shared by forms, handlers and OpenAPI.
import { z } from "zod";

export const laborTypes = ["service", "administrative", "skilled", "physical", "technical", "outreach", "education", "other"] as const;
export const physicalLevels = ["light", "moderate", "heavy"] as const;
export const techLevels = ["none", "basic", "intermediate", "advanced"] as const;
export const locationTypes = ["onsite", "remote", "hybrid"] as const;
export const scheduleTypes = ["one_time", "recurring", "flexible"] as const;
export const opportunityStatuses = ["draft", "published", "full", "completed", "cancelled"] as const;
export const signupStatuses = ["pending", "confirmed", "waitlist", "declined", "cancelled", "checked_in", "completed", "no_show", "offered", "expired", "entered", "not_selected"] as const;
export const waitlistModes = ["auto", "offer"] as const;
export const signupModes = ["first_come", "lottery"] as const;
export const hoursStatuses = ["pending", "approved", "rejected", "auto_approved"] as const;
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export const notificationTypes = [
  "event_reminder",
  "volunteer_needed",
  "signup_confirmed",
  "signup_pending",
  "signup_waitlisted",
  "waitlist_promoted",
  "signup_declined",
  "opportunity_cancelled",
  "opportunity_updated",
  "hours_approved",
  "hours_rejected",
  "achievement_awarded",
  "announcement",
  "waitlist_offer",
  "offer_expired",
  "lottery_result",
] as const;
export const triggerTypes = ["hours_milestone", "events_milestone", "manual"] as const;

export const LaborType = z.enum(laborTypes);
export const PhysicalLevel = z.enum(physicalLevels);
export const TechLevel = z.enum(techLevels);
export const LocationType = z.enum(locationTypes);
export const ScheduleType = z.enum(scheduleTypes);
export const OpportunityStatus = z.enum(opportunityStatuses);
export const SignupStatus = z.enum(signupStatuses);
export const HoursStatus = z.enum(hoursStatuses);
export const Weekday = z.enum(weekdays);
export const NotificationType = z.enum(notificationTypes);
export const TriggerType = z.enum(triggerTypes);
export const WaitlistMode = z.enum(waitlistModes);
export const SignupMode = z.enum(signupModes);

/** Orders for "capability >= demand" comparisons. */
export const PHYSICAL_RANK: Record<(typeof physicalLevels)[number], number> = { light: 0, moderate: 1, heavy: 2 };
export const TECH_RANK: Record<(typeof techLevels)[number], number> = { none: 0, basic: 1, intermediate: 2, advanced: 3 };
