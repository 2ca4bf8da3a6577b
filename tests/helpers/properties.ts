// What the property CRM suites share: the record's answer type and an id that exists nowhere.
export type { ErrorBody as ErrorAnswer } from "./request";

export type Detail = Record<string, unknown> & {
  id: string;
  units: { id: string; unit_number: string; tenants: { id: string }[] }[];
  inspections: { id: string; inspection_date: string }[];
  contacts: { id: string; role: string; is_owner: boolean }[];
  owner_contact_id: string | null;
};

export const NONE = "00000000-0000-4000-8000-000000000000";
