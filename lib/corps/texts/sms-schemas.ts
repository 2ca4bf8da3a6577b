// Mobile number, consent and confirmation-code schemas (issue 31), shared by the page's form, the
// handlers and OpenAPI.
import { z } from "zod";

export const PhoneSet = z
  .strictObject({
    phone: z.string().trim().min(4).max(32).describe("Mobile number, E.164 (+14155550134) or a US number"),
    consent: z.literal(true, { error: "Tick the consent line to receive texts" }).describe("The volunteer ticked the consent line (its text is stored with the time)"),
    urgent_texts: z.boolean().default(false).describe("Urgent texts: an offer whose deadline passes during quiet hours is texted at once"),
  })
  .meta({ id: "PhoneSet" });
export type PhoneSet = z.infer<typeof PhoneSet>;

export const PhoneConfirm = z.strictObject({ code: z.string().trim().regex(/^\d{6}$/, "Enter the 6-digit code") }).meta({ id: "PhoneConfirm" });
export type PhoneConfirm = z.infer<typeof PhoneConfirm>;

export const PhoneStatus = z
  .object({
    phone: z.string().nullable(),
    confirmed: z.boolean(),
    opted_out: z.boolean().describe("The number texted STOP (START opts back in)"),
    urgent_texts: z.boolean(),
    consent_text: z.string(),
    consent_at: z.string().nullable(),
  })
  .meta({ id: "PhoneStatus" });
