// Message preference schemas (issue 31), shared by the page's form, the handlers and OpenAPI.
import { z } from "zod";
import { LocaleEnum } from "@/lib/schemas/locale";
import { categories, emailModes } from "./routing";

export const CategoryEnum = z.enum(categories).meta({ id: "MessageCategory", description: "reminders, opportunities (targeted sends, cover requests), updates, pending (organizers), digest (the digest e-mail itself)" });
export const EmailModeEnum = z.enum(emailModes).meta({ id: "EmailMode", description: "immediate, daily or weekly (Monday) digest at 08:00 in the organization's zone, or off" });

export const CategoryPreference = z
  .object({
    category: CategoryEnum,
    label: z.string(),
    description: z.string(),
    email: EmailModeEnum,
    sms: z.boolean(),
    sms_available: z.boolean().describe("Whether this category can be texted (reminders, opportunities)"),
  })
  .meta({ id: "CategoryPreference" });

export const MessagePreferences = z
  .object({
    categories: z.array(CategoryPreference),
    locale: LocaleEnum.nullable().describe("The language the user chose for pages, e-mails and texts; null: the browser's, else the organization's default_locale"),
  })
  .meta({ id: "MessagePreferences" });

export const PreferencesUpdate = z
  .strictObject({
    categories: z
      .array(z.strictObject({ category: CategoryEnum, email: EmailModeEnum.optional(), sms: z.boolean().optional() }))
      .min(1)
      .max(categories.length)
      .optional(),
    locale: LocaleEnum.nullable().optional().describe("null forgets the choice"),
  })
  .refine((u) => u.categories !== undefined || u.locale !== undefined, { message: "Send categories, locale or both", path: ["categories"] })
  .meta({ id: "MessagePreferencesUpdate" });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdate>;
