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

// The signals of the score, over an opportunity `o` and the volunteer `me`. Each is written once:
// the ranking counts them and the five answered rows show them, so both read the same expression.
const MATCHED_SKILLS = Prisma.sql`ARRAY(SELECT unnest(o.skills_needed) INTERSECT SELECT unnest(me.skills))`;
const MATCHED_INTERESTS = Prisma.sql`ARRAY(SELECT i FROM unnest(me.interests) i
  WHERE lower(i) = o.labor_type::text OR o.title ILIKE '%' || i || '%' OR o.short_description ILIKE '%' || i || '%')`;
const AVAILABLE = Prisma.sql`EXISTS (
  SELECT 1 FROM jsonb_array_elements(COALESCE(me.availability::jsonb -> trim(to_char(o.start_datetime AT TIME ZONE 'UTC', 'fmday')), '[]'::jsonb)) r
  WHERE r->>'start' <= to_char(o.start_datetime AT TIME ZONE 'UTC', 'HH24:MI')
    AND r->>'end' >= to_char(LEAST(o.end_datetime, date_trunc('day', o.start_datetime AT TIME ZONE 'UTC') + interval '23 hours 59 minutes'), 'HH24:MI'))`;

/**
 * The five best of every upcoming published opportunity the hard rules let through. The rule ranks
 * them all, so this reads them all (docs/recommendations.md "Cost"); what it avoids is work per
 * opportunity that does not change the answer:
 * - the volunteer's own live signups are read once by volunteer (a hashed list) instead of
 *   probing every opportunity's roster;
 * - the seat rule is checked after ranking, best first, until `limit` pass: its subquery is then
 *   costed for a few rows, not per opportunity, which keeps the plan's estimate far below
 *   jit_above_cost (compiling this statement cost more than running it);
 * - a skill set operation runs only when the arrays overlap, the interests' only when the
 *   volunteer has some, the availability's only when the volunteer gave any: the counts are the
 *   same, as INTERSECT, unnest and jsonb give none otherwise.
 */
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
    WITH me AS (
      SELECT *, array_position(skills, NULL) IS NOT NULL AS skills_have_null, availability = '{}'::jsonb AS no_availability
      FROM volunteer_profiles WHERE id = ${volunteerId}::uuid),
    mine AS (SELECT s.opportunity_id FROM signups s WHERE s.volunteer_id = ${volunteerId}::uuid AND s.status NOT IN ('cancelled', 'declined')),
    ranked AS (
      SELECT o.id, o.start_datetime, o.allow_waitlist, o.max_volunteers, d.distance,
        (3 * CASE WHEN o.skills_needed && me.skills OR (me.skills_have_null AND array_position(o.skills_needed, NULL) IS NOT NULL)
                  THEN cardinality(${MATCHED_SKILLS}) ELSE 0 END
          + 2 * CASE WHEN cardinality(me.interests) > 0 THEN cardinality(${MATCHED_INTERESTS}) ELSE 0 END
          + CASE WHEN me.no_availability THEN 0 WHEN ${AVAILABLE} THEN 3 ELSE 0 END
          + CASE WHEN o.location_type = 'remote' THEN 1 WHEN d.distance IS NULL THEN 0
                 ELSE GREATEST(0, 2 - 2 * d.distance / GREATEST(COALESCE(me.max_travel_miles, 25), 1)) END)::float8 AS score
      FROM me JOIN opportunities o ON o.status = 'published' AND o.start_datetime > ${now}
        AND o.physical_demand <= me.physical_capability AND o.tech_level <= me.tech_comfort
      CROSS JOIN LATERAL (SELECT
        -- Equirectangular distance: accurate to well under a mile at volunteer travel ranges.
        CASE WHEN o.location_type <> 'remote' AND o.latitude IS NOT NULL AND me.latitude IS NOT NULL THEN
          ${MILES_PER_DEGREE_LAT} * sqrt(power(o.latitude - me.latitude, 2)
            + power((o.longitude - me.longitude) * cos(radians((o.latitude + me.latitude) / 2)), 2))
        END AS distance) d
      WHERE o.id NOT IN (SELECT opportunity_id FROM mine)
        AND (d.distance IS NULL OR me.max_travel_miles IS NULL OR d.distance <= me.max_travel_miles)
      ORDER BY score DESC, o.start_datetime, o.id
      OFFSET 0 -- keeps the seat rule below out of this scan
    ),
    best AS (
      SELECT r.* FROM ranked r
      WHERE r.allow_waitlist OR r.max_volunteers IS NULL OR r.max_volunteers > ${seatsHeldSql(Prisma.sql`r.id`)}
      ORDER BY r.score DESC, r.start_datetime, r.id
      LIMIT ${limit}
    )
    SELECT o.id, o.title, o.org_id, o.labor_type::text AS labor_type, o.start_datetime, o.end_datetime, o.location_type::text AS location_type, o.city,
           b.distance, ${MATCHED_SKILLS} AS skills, ${MATCHED_INTERESTS} AS interests, ${AVAILABLE} AS available, b.score
    FROM best b JOIN opportunities o ON o.id = b.id CROSS JOIN me
    ORDER BY b.score DESC, b.start_datetime, b.id`;
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
