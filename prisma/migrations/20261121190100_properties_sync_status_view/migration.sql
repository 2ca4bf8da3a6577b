-- Sync health per property (DECISIONS.md "Property sync"). Written by hand: the schema diff
-- ignores views. Manual Entry = no source listing; Never Synced = linked to a listing but never
-- written by a sync; Outdated = last sync older than 24 hours; Up to Date otherwise.
CREATE VIEW "properties_sync_status" AS
SELECT
  p."id",
  p."property_name",
  p."address",
  p."city",
  p."state",
  CASE WHEN p."source_listing_id" IS NULL THEN 'manual' ELSE 'synced' END AS "origin",
  p."source_listing_id",
  p."sync_status",
  p."last_synced_at",
  CASE
    WHEN p."source_listing_id" IS NULL THEN 'Manual Entry'
    WHEN p."last_synced_at" IS NULL THEN 'Never Synced'
    WHEN p."last_synced_at" < now() - INTERVAL '24 hours' THEN 'Outdated'
    ELSE 'Up to Date'
  END AS "health"
FROM "properties" p;
