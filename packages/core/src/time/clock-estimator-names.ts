/**
 * The clock estimators' names, apart from the estimators: the preferences' schema checks a stored
 * name at start-up, and a module of its own keeps the estimators out of the start-up chunk (a module
 * shared by the first render and a lazy chunk goes whole into the first).
 */

/** The estimators by name: the product spec's (§9) and Glide's. */
export const CLOCK_ESTIMATOR_NAMES = ['spec', 'glide'] as const;

/** Which estimator produced a clock estimate. */
export type ClockEstimatorName = (typeof CLOCK_ESTIMATOR_NAMES)[number];
