// A language of the app, as the API reads and writes it (users' choice, organizations' default).
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

export const LocaleEnum = z.enum(LOCALES).meta({ id: "Locale", description: "A language of the app: en (English) or es (Spanish)" });
