// Value sets of the property CRM (property-sync.md names Active, Prospect and High, Medium, Low;
// the rest is ours).
import { z } from "zod";

export const propertyStatuses = ["Prospect", "Active", "Inactive", "Do Not Contact"] as const;
export const priorities = ["High", "Medium", "Low"] as const;
export const managementTypes = ["Owner Managed", "Property Manager", "Nonprofit", "Public Housing", "Other"] as const;
export const healthLabels = ["Up to Date", "Outdated", "Never Synced", "Manual Entry"] as const;
export const origins = ["synced", "manual"] as const;
export const syncStatuses = ["synced", "manual", "error"] as const;
export const unitStatuses = ["vacant", "occupied", "notice", "offline"] as const;
export const inspectionKinds = ["move_in", "move_out", "annual", "other"] as const;
export const inspectionResults = ["scheduled", "passed", "failed"] as const;
export const contactKinds = ["owner", "manager", "maintenance", "other"] as const;

export const PropertyStatus = z.enum(propertyStatuses);
export const Priority = z.enum(priorities);
export const ManagementType = z.enum(managementTypes);
export const HealthLabel = z.enum(healthLabels);
export const Origin = z.enum(origins);
export const PropertySyncStatus = z.enum(syncStatuses);
export const UnitStatus = z.enum(unitStatuses);
export const InspectionKind = z.enum(inspectionKinds);
export const InspectionResult = z.enum(inspectionResults);
export const ContactKind = z.enum(contactKinds);

export type HealthLabel = z.infer<typeof HealthLabel>;
export type UnitStatus = z.infer<typeof UnitStatus>;
export type InspectionKind = z.infer<typeof InspectionKind>;
export type InspectionResult = z.infer<typeof InspectionResult>;
export type ContactKind = z.infer<typeof ContactKind>;
