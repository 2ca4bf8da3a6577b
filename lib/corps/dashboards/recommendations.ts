// Opportunity recommendations for a volunteer: hard rules filter, a weighted score ranks, all in
// one SQL query. docs/recommendations.md explains the weights.
import type { DbTx } from "@/lib/db/client";
import { seatsHeldSql } from "../seats/seat-counts";
import { Prisma } from "@/lib/generated/prisma/client";

export interface Recommendation {
  id: string;
  title: string;
  org_id: string;
  labor_type: string;
  start_datetime: string;
  end_datetime: string;
  location_type: string;
  city: string | null;
  distance_miles: number | null;
  score: number;
  match_reasons: string[];
}

const MILES_PER_DEGREE_LAT = 69.0;

export async function recommendOpportunities(tx: DbTx, volunteerId: string, limit = 5, now = new Date()): Promise<Recommendation[]> {
  const rows = await tx.$queryRaw<
    {
      id: string;
      title: string;
      org_id: string;
      labor_type: string;
      start_datetime: Date;
      end_datetime: Date;
      location_type: string;
      city: string | null;
      distance: number | null;
      skills: string[];
      interests: string[];
      available: boolean;
      score: number;
    }[]
  >`
    WITH me AS (SELECT * FROM volunteer_profiles WHERE id = ${volunteerId}::uuid),
    cand AS (
      SELECT o.*,
        -- Equirectangular distance: accurate to well under a mile at volunteer travel ranges.
        CASE WHEN o.location_type <> 'remote' AND o.latitude IS NOT NULL AND me.latitude IS NOT NULL THEN
          ${MILES_PER_DEGREE_LAT} * sqrt(power(o.latitude - me.latitude, 2)
            + power((o.longitude - me.longitude) * cos(radians((o.latitude + me.latitude) / 2)), 2))
        END AS distance,
        ARRAY(SELECT unnest(o.skills_needed) INTERSECT SELECT unnest(me.skills)) AS skills,
        ARRAY(SELECT i FROM unnest(me.interests) i
              WHERE lower(i) = o.labor_type::text OR o.title ILIKE '%' || i || '%' OR o.short_description ILIKE '%' || i || '%') AS interests,
        EXISTS (
          SELECT 1 FROM jsonb_array_elements(COALESCE(me.availability::jsonb -> trim(to_char(o.start_datetime AT TIME ZONE 'UTC', 'fmday')), '[]'::jsonb)) r
          WHERE r->>'start' <= to_char(o.start_datetime AT TIME ZONE 'UTC', 'HH24:MI')
            AND r->>'end' >= to_char(LEAST(o.end_datetime, date_trunc('day', o.start_datetime AT TIME ZONE 'UTC') + interval '23 hours 59 minutes'), 'HH24:MI')
        ) AS available,
        me.max_travel_miles
      FROM opportunities o CROSS JOIN me
      WHERE o.status = 'published' AND o.start_datetime > ${now}
        AND o.physical_demand <= me.physical_capability AND o.tech_level <= me.tech_comfort
        AND NOT EXISTS (SELECT 1 FROM signups s WHERE s.opportunity_id = o.id AND s.volunteer_id = me.id
                        AND s.status NOT IN ('cancelled', 'declined'))
        AND (o.allow_waitlist OR o.max_volunteers IS NULL OR o.max_volunteers > ${seatsHeldSql(Prisma.sql`o.id`)})
    )
    SELECT id, title, org_id, labor_type::text AS labor_type, start_datetime, end_datetime, location_type::text AS location_type, city,
           distance, skills, interests, available,
           (3 * cardinality(skills) + 2 * cardinality(interests) + CASE WHEN available THEN 3 ELSE 0 END
             + CASE WHEN location_type = 'remote' THEN 1 WHEN distance IS NULL THEN 0
                    ELSE GREATEST(0, 2 - 2 * distance / GREATEST(COALESCE(max_travel_miles, 25), 1)) END)::float8 AS score
    FROM cand
    WHERE distance IS NULL OR max_travel_miles IS NULL OR distance <= max_travel_miles
    ORDER BY score DESC, start_datetime, id
    LIMIT ${limit}`;
  return rows.map((r) => {
    const reasons: string[] = [];
    if (r.skills.length) reasons.push(`Uses your skills: ${r.skills.join(", ")}`);
    if (r.interests.length) reasons.push(`Matches your interests: ${r.interests.join(", ")}`);
    if (r.available) reasons.push("Fits your availability");
    if (r.location_type === "remote") reasons.push("Remote");
    else if (r.distance !== null) reasons.push(`${r.distance.toFixed(1)} miles away`);
    reasons.push("Within your physical and tech comfort");
    return {
      id: r.id,
      title: r.title,
      org_id: r.org_id,
      labor_type: r.labor_type,
      start_datetime: r.start_datetime.toISOString(),
      end_datetime: r.end_datetime.toISOString(),
      location_type: r.location_type,
      city: r.city,
      distance_miles: r.distance === null ? null : Math.round(r.distance * 10) / 10,
      score: Math.round(r.score * 100) / 100,
      match_reasons: reasons,
    };
  });
}
