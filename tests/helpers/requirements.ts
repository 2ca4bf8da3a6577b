// What the requirements suites share: the answer types, creating a requirement, signing up and a
// volunteer's requirement statuses.
import { api, type ErrorBody } from "./api";

export type Req = { id: string; org_id: string; kind: string; name: string; body: string | null; version: number; applies_to_all: boolean; valid_days: number | null; min_age: number | null };

export type RecordBody = { id: string; status: string; version: number | null; signed_name: string | null; ip_address: string | null; user_agent: string | null; document_url: string | null; expires_at: string | null; completed_at: string; recorded_by_name: string | null };

export type StatusList = { volunteer_id: string; opportunity_id: string | null; total: number; requirements: { id: string; kind: string; status: string; expires_at: string | null; record: RecordBody | null }[] };

export const DAY = 86_400_000;

export async function createRequirement(token: string, body: Record<string, unknown>) {
  const res = await api<Req & ErrorBody>("/api/corps/requirements", { token, body });
  if (res.status !== 201) throw new Error(`requirement create ${res.status}: ${res.text}`);
  return res.body;
}

export const signup = (oppId: string, token: string, body: Record<string, unknown> = {}) =>
  api<{ id: string; status: string } & ErrorBody>(`/api/corps/opportunities/${oppId}/signup`, { token, body });

export const statuses = (volunteerId: string, token: string, opportunityId?: string) =>
  api<StatusList & ErrorBody>(`/api/corps/volunteers/${volunteerId}/requirements${opportunityId ? `?opportunity_id=${opportunityId}` : ""}`, { token });
