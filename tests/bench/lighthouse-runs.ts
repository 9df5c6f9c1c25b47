/**
 * Which Lighthouse runs of a page count (tests/bench/lighthouse.ts). A run does not count when headless
 * Chromium held its first paint back until after the load event (GoogleChrome/lighthouse#17148: viz stops
 * sending BeginFrames to a renderer it considers unresponsive and sends the next one up to a second later).
 * Lantern counts every request that started before the observed paint as a dependency of FCP and LCP, so
 * such a run's simulated figures are late by whatever the page fetched in the meantime.
 */

/** The observed timings of Lighthouse's `metrics` audit that the rule reads. */
export interface ObservedTimings {
  observedFirstContentfulPaint: number
  observedLoad: number
}

/** A paint this long after the load event, with nothing left to load, was held back. */
export const HELD_PAINT_MS = 500

/** How long the first paint came after the load event when it was held back, or null. */
export function heldPaint(timings: ObservedTimings | undefined): number | null {
  if (!timings) return null
  const held = timings.observedFirstContentfulPaint - timings.observedLoad
  return held > HELD_PAINT_MS ? Math.round(held) : null
}

/** Whether a page should run again: fewer than `runs` runs count, and it ran less than `maxRuns` times. */
export function runAgain<R>(
  reports: R[],
  { runs, maxRuns }: { runs: number; maxRuns: number },
  held: (report: R) => boolean,
): boolean {
  return reports.filter((r) => !held(r)).length < runs && reports.length < maxRuns
}

/**
 * The page's result: the run with the median performance score among those that count, or among all runs
 * when fewer than `runs` count (then `allCounted` is true).
 */
export function medianRun<R>(
  reports: R[],
  runs: number,
  held: (report: R) => boolean,
  performance: (report: R) => number,
): { report: R; allCounted: boolean } {
  if (reports.length === 0) throw new Error('no Lighthouse run to choose from')
  const counted = reports.filter((r) => !held(r))
  const allCounted = counted.length < runs
  const pool = [...(allCounted ? reports : counted)].sort((a, b) => performance(a) - performance(b))
  return { report: pool[Math.floor(pool.length / 2)]!, allCounted }
}
