/**
 * Pure parts of `npm run bench:soak` (tests/bench/soak.ts): options, the samples it takes, the memory slope
 * of each process, the judgement and the tables.
 */
import { parseArgs } from 'node:util'

export interface SoakOptions {
  minutes: number
  sampleSeconds: number
  size: number
  /** Pages per second over both web instances (searches and hotel pages in turn), a fixed rate. */
  rate: number
  /** Seconds between the starts of two bookings. */
  bookingSeconds: number
  skipBuild: boolean
}

export const SOAK_USAGE = `npm run bench:soak -- [options]

  --minutes <n>          how long the load runs (default 30)
  --sample-seconds <s>   seconds between two samples (default 30)
  --size <n>             hotels of the seeded PostgreSQL catalogue, data/bench/postgres-<n> (default 10000;
                         made on the first run, a few minutes)
  --rate <n>             pages per second over both web instances, varied searches and hotel pages in
                         turn (default 10: a moderate, fixed rate, not saturation)
  --booking-seconds <s>  one booking through the booking form every <s> seconds (default 5)
  --skip-build           use the existing build/ even when sources are newer

Exit 1 when an answer was an error, a process's memory grew over the steady part or the Redis or
PostgreSQL connections went past their bounds (docs/operations.md, "Soak").
`

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got "${value}"`)
  return n
}

export function parseSoakArgs(argv: string[]): SoakOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      minutes: { type: 'string' },
      'sample-seconds': { type: 'string' },
      size: { type: 'string' },
      rate: { type: 'string' },
      'booking-seconds': { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return 'help'
  const size = positive('size', values.size, 10_000)
  if (!Number.isInteger(size)) throw new Error('--size must be a whole number')
  return {
    minutes: positive('minutes', values.minutes, 30),
    sampleSeconds: positive('sample-seconds', values['sample-seconds'], 30),
    size,
    rate: positive('rate', values.rate, 10),
    bookingSeconds: positive('booking-seconds', values['booking-seconds'], 5),
    skipBuild: values['skip-build'],
  }
}

export const PROCESSES = ['web A', 'web B', 'Directus A', 'Directus B', 'PostgreSQL', 'Redis'] as const
export type ProcessName = (typeof PROCESSES)[number]

/** Answers by status class; `failed`: no answer (connection refused or broken, 30 s without an answer). */
export interface AnswerCounts {
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
  failed: number
}

export interface BookingCounts {
  /** 303 to „Buchung erfolgreich“ */
  booked: number
  /** sent back to the hotel (room gone, price changed) or the form again with 409: a proper refusal */
  refused: number
  /** hotel pages of a random stay that offered nothing bookable (the visitor tries another hotel) */
  noOffer: number
}

/** One sample; counters are totals since the load started. */
export interface SoakSample {
  /** seconds since the load started */
  t: number
  at: string
  /**
   * Resident memory per process in MB (VmRSS). PostgreSQL: the proportional set size (Pss) of the
   * postmaster and all its backends without shared memory, so that pages several backends share count once.
   */
  memoryMb: Record<ProcessName, number>
  /** The shared memory PostgreSQL's processes map (the shared buffers they touched), at most `shared_buffers`. */
  postgresSharedMb: number
  answers: AnswerCounts
  bookings: BookingCounts
  /** Answers that count as errors: 5xx, no answer, a page not 200, a booking neither booked nor refused. */
  errors: number
  redisClients: number
  postgresConnections: number
  loadavg: number
}

export interface SoakBounds {
  /** A process leaks when its memory grows by more than both over the steady part. */
  growthPercent: number
  growthMb: number
  /** Client connections to PostgreSQL at most (both Directus pools' max). */
  postgresConnections: number
  /** Clients of Redis at most (counted by Redis, the sampling redis-cli included). */
  redisClients: number
  /** Refused bookings at most, as a share of the bookings sent: rooms must keep being found. */
  refusedShare: number
}

/** Directus's database pool (knex's default, max 10: the compose file sets no DB_POOL__MAX) of each instance. */
export const DIRECTUS_POOL_MAX = 10

export const BOUNDS: SoakBounds = {
  growthPercent: 15,
  growthMb: 30,
  postgresConnections: 2 * DIRECTUS_POOL_MAX,
  redisClients: 40,
  refusedShare: 0.1,
}

/** The warm-up not judged: a tenth of the run, at least 2 minutes, at most half of it. */
export function warmupSeconds(totalSeconds: number): number {
  return Math.min(Math.max(totalSeconds / 10, 120), totalSeconds / 2)
}

/** Least-squares slope of y over x (0 with fewer than two distinct x). */
export function slope(points: Array<readonly [number, number]>): number {
  const n = points.length
  if (n < 2) return 0
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n
  let sxy = 0
  let sxx = 0
  for (const [x, y] of points) {
    sxy += (x - meanX) * (y - meanY)
    sxx += (x - meanX) ** 2
  }
  return sxx === 0 ? 0 : sxy / sxx
}

export interface ProcessFigures {
  name: ProcessName
  /** memory at the first sample after the warm-up and at the last, MB */
  startMb: number
  endMb: number
  /** least-squares slope over the steady part, MB per 10 minutes */
  slopeMbPer10Min: number
  /** what the fitted line rises over the steady part, MB and % of startMb */
  growthMb: number
  growthPercent: number
  leaking: boolean
}

export interface Verdict {
  ok: boolean
  reasons: string[]
  processes: ProcessFigures[]
  steadySamples: number
  last: SoakSample | undefined
  maxRedisClients: number
  maxPostgresConnections: number
  /** the 1-minute load average over the samples, lowest and highest */
  loadavg: { min: number; max: number }
}

function processFigures(steady: SoakSample[], bounds: SoakBounds): ProcessFigures[] {
  const first = steady[0]
  const last = steady.at(-1)
  if (!first || !last) return []
  const span = last.t - first.t
  return PROCESSES.map((name) => {
    const perSecond = slope(steady.map((s) => [s.t, s.memoryMb[name]] as const))
    const startMb = first.memoryMb[name]
    const growthMb = perSecond * span
    const growthPercent = startMb > 0 ? (growthMb / startMb) * 100 : 0
    return {
      name,
      startMb,
      endMb: last.memoryMb[name],
      slopeMbPer10Min: perSecond * 600,
      growthMb,
      growthPercent,
      leaking: growthMb > bounds.growthMb && growthPercent > bounds.growthPercent,
    }
  })
}

/** Judges a run: errors, memory over the steady part (after `warmup` seconds), connections, bookings. */
export function judge(samples: SoakSample[], warmup: number, bounds: SoakBounds = BOUNDS): Verdict {
  const steady = samples.filter((s) => s.t >= warmup)
  const last = samples.at(-1)
  const reasons: string[] = []
  const processes = processFigures(steady, bounds)
  if (steady.length < 3) reasons.push(`${steady.length} samples after the warm-up: at least 3 are needed`)
  for (const p of processes.filter((p) => p.leaking))
    reasons.push(
      `${p.name} grew by ${p.growthMb.toFixed(1)} MB (${p.growthPercent.toFixed(1)} %) over the steady part, ` +
        `more than ${bounds.growthMb} MB and ${bounds.growthPercent} %`,
    )
  if (last && last.errors > 0) reasons.push(`${last.errors} answers were errors`)
  const loads = samples.length > 0 ? samples.map((s) => s.loadavg) : [0]
  const maxRedisClients = Math.max(0, ...samples.map((s) => s.redisClients))
  const maxPostgresConnections = Math.max(0, ...samples.map((s) => s.postgresConnections))
  if (maxPostgresConnections > bounds.postgresConnections)
    reasons.push(`${maxPostgresConnections} PostgreSQL connections, more than ${bounds.postgresConnections}`)
  if (maxRedisClients > bounds.redisClients)
    reasons.push(`${maxRedisClients} Redis clients, more than ${bounds.redisClients}`)
  if (last) {
    const { booked, refused } = last.bookings
    if (booked === 0) reasons.push('no booking went through')
    else if (refused > bounds.refusedShare * (booked + refused))
      reasons.push(`${refused} of ${booked + refused} bookings refused: the rooms ran out`)
  }
  return {
    ok: reasons.length === 0,
    reasons,
    processes,
    steadySamples: steady.length,
    last,
    maxRedisClients,
    maxPostgresConnections,
    loadavg: { min: Math.min(...loads), max: Math.max(...loads) },
  }
}

const mb = (value: number) => value.toFixed(0)

/** One line per sample, as the run prints it. */
export function formatSample(s: SoakSample): string {
  const memory = PROCESSES.map((name) => `${name} ${mb(s.memoryMb[name])}`).join(' · ')
  const a = s.answers
  return (
    `t=${String(Math.round(s.t)).padStart(5)} s | MB: ${memory} (+${mb(s.postgresSharedMb)} shared) | ` +
    `answers 2xx ${a['2xx']} 3xx ${a['3xx']} 4xx ${a['4xx']} 5xx ${a['5xx']} none ${a.failed}, errors ${s.errors} | ` +
    `bookings ${s.bookings.booked} booked, ${s.bookings.refused} refused | Redis clients ${s.redisClients}, ` +
    `PostgreSQL connections ${s.postgresConnections} | load ${s.loadavg.toFixed(2)}`
  )
}

const signed = (value: number, digits: number) =>
  `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`

/** The Markdown tables of a run for docs/operations.md. */
export function formatReport(verdict: Verdict, warmup: number, bounds: SoakBounds = BOUNDS): string {
  const rows = verdict.processes.map(
    (p) =>
      `| ${p.name} | ${mb(p.startMb)} | ${mb(p.endMb)} | ${signed(p.slopeMbPer10Min, 1)} | ` +
      `${signed(p.growthMb, 1)} MB (${signed(p.growthPercent, 1)} %) | ${p.leaking ? 'grows' : 'flat'} |`,
  )
  const last = verdict.last
  const a = last?.answers
  const b = last?.bookings
  return [
    `Memory (MB; PostgreSQL: Pss of all its processes without shared memory), steady part from ${Math.round(warmup)} s ` +
      `(${verdict.steadySamples} samples); a process grows when the least-squares line rises more than ` +
      `${bounds.growthMb} MB and ${bounds.growthPercent} % over it. Load average (1 min) ` +
      `${verdict.loadavg.min.toFixed(1)}–${verdict.loadavg.max.toFixed(1)}.`,
    '',
    '| process | after warm-up | at the end | slope MB / 10 min | rise over the steady part | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| answers 2xx | 3xx | 4xx | 5xx | no answer | errors | booked | refused | max Redis clients | max PostgreSQL connections |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${a?.['2xx'] ?? 0} | ${a?.['3xx'] ?? 0} | ${a?.['4xx'] ?? 0} | ${a?.['5xx'] ?? 0} | ${a?.failed ?? 0} | ` +
      `${last?.errors ?? 0} | ${b?.booked ?? 0} | ${b?.refused ?? 0} | ${verdict.maxRedisClients} (bound ` +
      `${bounds.redisClients}) | ${verdict.maxPostgresConnections} (bound ${bounds.postgresConnections}) |`,
  ].join('\n')
}
