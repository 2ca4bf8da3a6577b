// The reliability model (docs/decisions/060-reliability-model.md): a Beta-binomial posterior mean
// over recency-weighted outcomes. Pure, so the rules (prior, rise, fall, lighter late
// cancellations) are unit-tested without a database; the weighted counts come from SQL.

/** Beta prior: mean 0.85 with the strength of 5 outcomes. */
export const PRIOR_ALPHA = 4.25;
export const PRIOR_BETA = 0.75;
/** Outcomes older than this are not counted. */
export const WINDOW_DAYS = 365;
/** An outcome's weight halves every this many days. */
export const HALF_LIFE_DAYS = 180;
/** A late cancellation counts as this fraction of a no-show. */
export const LATE_CANCELLATION_WEIGHT = 0.5;
/** A cancellation this close to the start (or later) is late. */
export const LATE_CANCELLATION_HOURS = 24;

export const METHOD =
  `beta-binomial posterior mean, prior Beta(${PRIOR_ALPHA}, ${PRIOR_BETA}); each party one outcome, weighted 0.5^(age_days/${HALF_LIFE_DAYS}) ` +
  `over the last ${WINDOW_DAYS} days; a late cancellation (< ${LATE_CANCELLATION_HOURS} h before the start) counts ${LATE_CANCELLATION_WEIGHT} of a no-show`;

/** Recency-weighted outcome sums of one volunteer. */
export interface WeightedOutcomes {
  attended: number;
  noShows: number;
  lateCancellations: number;
}

export const PRIOR = PRIOR_ALPHA / (PRIOR_ALPHA + PRIOR_BETA);

/** Posterior mean of the probability that the volunteer's party turns up. */
export function reliabilityScore(w: WeightedOutcomes): number {
  const alpha = PRIOR_ALPHA + w.attended;
  const beta = PRIOR_BETA + w.noShows + LATE_CANCELLATION_WEIGHT * w.lateCancellations;
  return alpha / (alpha + beta);
}

/** The weight of an outcome `ageDays` old (future dates weigh 1). */
export function recencyWeight(ageDays: number): number {
  return Math.pow(0.5, Math.max(0, ageDays) / HALF_LIFE_DAYS);
}

/** Scores are answered rounded to 4 places; the forecast uses the same rounded values. */
export function roundScore(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
