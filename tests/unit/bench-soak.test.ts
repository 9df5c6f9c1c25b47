import { describe, expect, it } from 'vitest'

import {
  BOUNDS,
  formatReport,
  formatSample,
  judge,
  parseSoakArgs,
  PROCESSES,
  slope,
  warmupSeconds,
  type ProcessName,
  type SoakSample,
} from '../bench/soak-report'

const BASE: Record<ProcessName, number> = {
  'web A': 200,
  'web B': 210,
  'Directus A': 300,
  'Directus B': 290,
  PostgreSQL: 60,
  Redis: 8,
}

/** A 30-minute run sampled every 30 s; `memory(t)` gives each process's MB, `extra` overrides counters. */
function run(
  memory: (name: ProcessName, t: number) => number = (name) => BASE[name],
  extra: Partial<SoakSample> = {},
): SoakSample[] {
  return Array.from({ length: 61 }, (_, i) => {
    const t = i * 30
    return {
      t,
      at: new Date(Date.UTC(2026, 10, 28, 10, 0, t)).toISOString(),
      memoryMb: Object.fromEntries(PROCESSES.map((name) => [name, memory(name, t)])) as Record<
        ProcessName,
        number
      >,
      postgresSharedMb: 100,
      answers: { '2xx': 10 * t, '3xx': t / 5, '4xx': 0, '5xx': 0, failed: 0 },
      bookings: { booked: Math.floor(t / 5), refused: 0, noOffer: 1 },
      errors: 0,
      redisClients: 15,
      postgresConnections: 8,
      loadavg: 1.5,
      ...extra,
    }
  })
}

/** Noise of a few MB around the base, as garbage collection makes it, without a trend. */
const noisy = (name: ProcessName, t: number) => BASE[name] + 4 * Math.sin(t / 37) + (t % 90 === 0 ? 3 : 0)
const WARMUP = warmupSeconds(1800)

describe('soak options', () => {
  it('defaults to 30 minutes, a sample every 30 s, 10,000 hotels', () => {
    expect(parseSoakArgs([])).toEqual({
      minutes: 30,
      sampleSeconds: 30,
      size: 10_000,
      rate: 10,
      bookingSeconds: 5,
      skipBuild: false,
    })
  })

  it('reads the trial run and --help, and refuses what is no positive number', () => {
    expect(parseSoakArgs(['--minutes', '2', '--sample-seconds', '10'])).toMatchObject({
      minutes: 2,
      sampleSeconds: 10,
    })
    expect(parseSoakArgs(['--help'])).toBe('help')
    expect(() => parseSoakArgs(['--minutes', '0'])).toThrow(/--minutes/)
    expect(() => parseSoakArgs(['--size', '10.5'])).toThrow(/--size/)
  })
})

describe('soak statistics', () => {
  it('warms up a tenth of the run, at least 2 minutes, at most half of it', () => {
    expect(warmupSeconds(1800)).toBe(180)
    expect(warmupSeconds(3600)).toBe(360)
    expect(warmupSeconds(600)).toBe(120)
    expect(warmupSeconds(120)).toBe(60)
  })

  it('fits the least-squares slope', () => {
    expect(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toBeCloseTo(2)
    expect(
      slope([
        [0, 4],
        [10, 4],
      ]),
    ).toBe(0)
    expect(slope([[5, 1]])).toBe(0)
  })
})

describe('soak judgement', () => {
  it('passes a run with flat memory, no error answers and bounded connections', () => {
    const verdict = judge(run(noisy), WARMUP)
    expect(verdict.reasons).toEqual([])
    expect(verdict.ok).toBe(true)
    expect(verdict.steadySamples).toBe(55)
    for (const p of verdict.processes) expect(Math.abs(p.slopeMbPer10Min)).toBeLessThan(2)
  })

  it('fails a process that leaks (2 MB a minute after the warm-up)', () => {
    const leak = (name: ProcessName, t: number) => noisy(name, t) + (name === 'web B' ? (2 * t) / 60 : 0)
    const verdict = judge(run(leak), WARMUP)
    expect(verdict.ok).toBe(false)
    const webB = verdict.processes.find((p) => p.name === 'web B')!
    expect(webB.slopeMbPer10Min).toBeCloseTo(20, 0)
    expect(webB.leaking).toBe(true)
    expect(verdict.reasons).toEqual([expect.stringMatching(/^web B grew by 5\d\.\d MB/)])
    expect(verdict.processes.filter((p) => p.leaking).map((p) => p.name)).toEqual(['web B'])
  })

  it('needs both bounds: a small process doubling by a few MB and a large one growing by 5 % are flat', () => {
    const growth = (name: ProcessName, t: number) =>
      BASE[name] + (name === 'Redis' ? (8 * t) / 1800 : name === 'Directus A' ? (15 * t) / 1800 : 0)
    expect(judge(run(growth), WARMUP).ok).toBe(true)
  })

  it('does not judge the warm-up: memory that rises while the caches fill, then stays', () => {
    const filling = (name: ProcessName, t: number) => BASE[name] + 150 * Math.min(1, t / 150)
    expect(judge(run(filling), WARMUP).ok).toBe(true)
  })

  it('fails a run with one error answer', () => {
    const samples = run(noisy)
    samples[40] = { ...samples[40]!, answers: { ...samples[40]!.answers, '5xx': 1 }, errors: 1 }
    for (const s of samples.slice(41)) s.errors = 1
    const verdict = judge(samples, WARMUP)
    expect(verdict.ok).toBe(false)
    expect(verdict.reasons).toEqual(['1 answers were errors'])
  })

  it('fails connections beyond their bounds', () => {
    const samples = run(noisy)
    samples[30] = { ...samples[30]!, postgresConnections: BOUNDS.postgresConnections + 1, redisClients: 41 }
    expect(judge(samples, WARMUP).reasons).toEqual([
      `${BOUNDS.postgresConnections + 1} PostgreSQL connections, more than ${BOUNDS.postgresConnections}`,
      '41 Redis clients, more than 40',
    ])
  })

  it('fails when no booking went through, or when rooms ran out', () => {
    expect(judge(run(noisy, { bookings: { booked: 0, refused: 0, noOffer: 5 } }), WARMUP).reasons).toEqual([
      'no booking went through',
    ])
    expect(judge(run(noisy, { bookings: { booked: 80, refused: 20, noOffer: 0 } }), WARMUP).reasons).toEqual([
      '20 of 100 bookings refused: the rooms ran out',
    ])
  })

  it('wants samples after the warm-up', () => {
    expect(judge(run(noisy).slice(0, 7), WARMUP).reasons).toEqual([
      '1 samples after the warm-up: at least 3 are needed',
    ])
  })
})

describe('soak report', () => {
  it('has a row per process with its verdict, and the totals', () => {
    const leak = (name: ProcessName, t: number) => BASE[name] + (name === 'Directus B' ? t / 10 : 0)
    const samples = run(leak)
    const report = formatReport(judge(samples, WARMUP), WARMUP)
    expect(report).toContain('| web A | 200 | 200 | +0.0 | +0.0 MB (+0.0 %) | flat |')
    expect(report).toContain('| Directus B | 308 | 470 | +60.0 | +162.0 MB (+52.6 %) | grows |')
    expect(report).toContain('| 18000 | 360 | 0 | 0 | 0 | 0 | 360 | 0 | 15 (bound 40) | 8 (bound 20) |')
    expect(report).toContain('Load average (1 min) 1.5–1.5.')
    expect(formatSample(samples[2]!)).toMatch(
      /^t= {3}60 s \| MB: web A 200 · web B 210 · .* Redis 8 \(\+100 shared\)/,
    )
  })
})
