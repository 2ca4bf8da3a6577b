// Signup request and response schemas (volunteer-network.md "Signup", "Signups").
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/http/common-schemas";
import { SignupStatus } from "./enums";

export const SignupCreate = z.strictObject({ notes: z.string().trim().max(2000).default("") }).meta({ id: "SignupCreate" });

export const SignupCreated = z
  .object({ id: uuid, status: z.enum(["confirmed", "pending", "waitlist"]), message: z.string() })
  .meta({ id: "SignupCreated" });

export const SignupUpdate = z
  .strictObject({
    status: z.enum(["confirmed", "declined"], { message: "Must be confirmed or declined" }).optional(),
    organizer_notes: z.string().trim().max(5000).optional(),
  })
  .refine((b) => b.status !== undefined || b.organizer_notes !== undefined, { message: "Send status or organizer_notes", path: ["status"] })
  .meta({ id: "SignupUpdate" });
export type SignupUpdate = z.infer<typeof SignupUpdate>;

export const CheckInBody = z.strictObject({ check_in_at: isoDateTime.optional() }).meta({ id: "CheckIn" });
export const CheckOutBody = z.strictObject({ check_out_at: isoDateTime.optional() }).meta({ id: "CheckOut" });

export const Signup = z
  .object({
    id: uuid,
    opportunity_id: uuid,
    volunteer_id: uuid,
    volunteer_name: z.string(),
    volunteer_email: z.string(),
    status: SignupStatus,
    waitlist_position: z.number().int().nullable().describe("Stable arrival number on the waitlist (1, 2, ...)"),
    signed_up_at: isoDateTime,
    confirmed_at: isoDateTime.nullable(),
    check_in_at: isoDateTime.nullable(),
    check_out_at: isoDateTime.nullable(),
    volunteer_notes: z.string(),
    organizer_notes: z.string(),
  })
  .meta({ id: "Signup" });
export type SignupDto = z.infer<typeof Signup>;

export const SignupRosterQuery = z.object(pagination);

export const SignupRoster = z
  .object({ signups: z.array(Signup), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "SignupRoster" });

export const SignupCancelled = z.object({ id: uuid, status: z.literal("cancelled") }).meta({ id: "SignupCancelled" });
