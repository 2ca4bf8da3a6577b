// Field building blocks of the property CRM schemas (bodies are strict; text is trimmed, and an
// empty optional text is stored as null by the services).
import { z } from "zod";

export const requiredText = (max: number) => z.string({ message: "Required" }).trim().min(1, "Required").max(max, `At most ${max} characters`);
export const optionalText = (max: number) => z.string({ message: "Must be text" }).trim().max(max, `At most ${max} characters`).nullable().optional();
export const money = z.number({ message: "Must be a number" }).min(0, "Must not be negative").max(9_999_999_999.99, "Too large");
export const wholeCount = (max: number) => z.number({ message: "Must be a number" }).int("Must be a whole number").min(0, "Must not be negative").max(max, `At most ${max}`);
export const bathCount = z.number({ message: "Must be a number" }).min(0, "Must not be negative").max(100, "At most 100");
export const email = z.email("Must be an e-mail address").max(254).nullable().optional();
export const phone = z.string({ message: "Must be text" }).trim().max(40, "At most 40 characters").regex(/^[0-9+().\-\s xX]*$/, "Must be a phone number").nullable().optional();

/** A GET form sends empty fields as `key=`; they mean "no filter". */
export function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}
