// Form field messages in the reader's language (issue 30): the schemas stay shared with the API
// (English answers), and forms translate zod's messages by issue code and the app's own by text.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFields } from "@/lib/errors/zod-fields";
import { translateFieldMessage, translateFields, translateZodFields } from "@/lib/forms/field-messages";
import { EmergencyContact, VolunteerCreate } from "@/lib/corps/volunteers/volunteer-schemas";
import { PhoneConfirm } from "@/lib/corps/texts/sms-schemas";

function fieldsOf(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a validation failure");
  return { err: parsed.error, fields: zodFields(parsed.error) };
}

describe("form field messages", () => {
  it("are Spanish for a Spanish reader: the app's own messages and zod's by issue code", () => {
    const { err, fields } = fieldsOf(EmergencyContact.extend({ extra: z.string().min(3) }), { name: "", phone: "+1 503 555 0100", extra: "x" });
    // English first: exactly what the API answers.
    expect(fields).toEqual({ name: "Required", extra: "Too small: expected string to have >=3 characters" });
    expect(translateZodFields(err, fields, "es")).toEqual({ name: "Obligatorio", extra: "Demasiado pequeño: se esperaba que texto tuviera >=3 caracteres" });
    expect(translateZodFields(err, fields, "en")).toEqual(fields);
  });

  it("translate custom messages of the schemas and those a service sends with a number in them", () => {
    const code = fieldsOf(PhoneConfirm, { code: "12" });
    expect(translateZodFields(code.err, code.fields, "es")).toEqual({ code: "Escribe el código de 6 dígitos" });
    const mail = fieldsOf(VolunteerCreate, { email: "not-an-address" });
    expect(translateZodFields(mail.err, mail.fields, "es")).toMatchObject({ email: "Debe ser una dirección de correo electrónico" });
    expect(translateFields({ max_volunteers: "Must be at least 1", notes: "At most 1000 characters" }, "es")).toEqual({
      max_volunteers: "Debe ser al menos 1",
      notes: "Como máximo 1000 caracteres",
    });
  });

  it("leave a message they do not know as it is rather than guess", () => {
    expect(translateFieldMessage("Something only this service says", "es")).toBe("Something only this service says");
    expect(translateFields(undefined, "es")).toBeUndefined();
  });
});
