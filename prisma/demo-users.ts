// The fixed demo accounts of the embedded default; the sign-in page lists them.
export const DEMO_ORGS = ["Portland Community Corps", "Cascadia Relief Network"] as const;

/** Fixed demo accounts; org is an index into DEMO_ORGS (the admin still sees every org). */
export const DEMO_USERS = [
  { email: "admin@demo.org", name: "Alex Admin", role: "admin", org: 0 },
  { email: "corps.admin@demo.org", name: "Casey Morgan", role: "corps_admin", org: 0 },
  { email: "recruiter@demo.org", name: "Riley Chen", role: "recruiter", org: 0 },
  { email: "volunteer@demo.org", name: "Jordan Rivera", role: "volunteer", org: 0 },
  { email: "corps.admin2@demo.org", name: "Morgan Lee", role: "corps_admin", org: 1 },
  { email: "recruiter2@demo.org", name: "Sam Patel", role: "recruiter", org: 1 },
  { email: "volunteer2@demo.org", name: "Taylor Brooks", role: "volunteer", org: 1 },
] as const;

