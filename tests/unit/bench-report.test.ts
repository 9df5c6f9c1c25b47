import { describe, expect, it } from 'vitest'

import { parseSearchParams, searchQuery, todayInGermany } from '../../core/hotel-search'
import { markdownReport, medianRatios, parseBenchArgs, percentile, type LoadResult } from '../bench/report'
import { LOAD_TARGETS, SEARCH_PROBES, type BenchData } from '../bench/targets'
import { takePaths } from '../bench/traffic'

const data: BenchData = {
  today: '2026-11-23',
  regions: [
    { id: 3, name: 'Bayerischer Wald' },
    { id: 1, name: 'Ostsee' },
  ],
  hotelIds: [7, 42, 99],
  amenities: ['spa', 'pool'],
  boards: ['breakfast'],
  region: { id: 3, name: 'Bayerischer Wald', slug: 'bayerischer-wald', hotels: 700 },
  hotel: { id: 42, name: 'Hotel Am See' },
  arrival: '2026-12-23',
  departure: '2026-12-30',
  publishedHotels: 9000,
}

describe('bench options', () => {
  it('defaults to both sizes, 20 s and 10 connections', () => {
    expect(parseBenchArgs([])).toMatchObject({
      sizes: [10_000, 100_000],
      duration: 20,
      connections: 10,
      probeRequests: 200,
      warmup: 3,
    })
  })

  it('reads one size, lists and flags', () => {
    const opts = parseBenchArgs([
      '--size',
      '100000',
      '--duration',
      '3',
      '--targets',
      'bare, search',
      '--explain',
    ])
    expect(opts).toMatchObject({ sizes: [100_000], duration: 3, targets: ['bare', 'search'], explain: true })
  })

  it('measures SQLite unless PostgreSQL is asked for, at any sizes from 5,000 in one run', () => {
    expect(parseBenchArgs([])).toMatchObject({ db: 'sqlite' })
    expect(parseBenchArgs(['--db', 'postgres', '--size', '10000,1_000_000'])).toMatchObject({
      db: 'postgres',
      sizes: [10_000, 1_000_000],
    })
    expect(parseBenchArgs(['--size', '1000000'])).toMatchObject({ sizes: [1_000_000] })
  })

  it('rejects nonsense', () => {
    expect(() => parseBenchArgs(['--duration', '0'])).toThrow(/--duration/)
    expect(() => parseBenchArgs(['--size', '100'])).toThrow(/--size/)
    expect(() => parseBenchArgs(['--size', '10000,100'])).toThrow(/--size/)
    expect(() => parseBenchArgs(['--size', '10000,10000'])).toThrow(/--size/)
    expect(() => parseBenchArgs(['--db', 'mysql'])).toThrow(/--db/)
    expect(() => parseBenchArgs(['--log-level', 'loud'])).toThrow(/--log-level/)
  })
})

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile(samples, 50)).toBe(50)
    expect(percentile(samples, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 50)).toBeNaN()
  })
})

describe('targets', () => {
  it('build URLs from the seeded data', () => {
    const path = (name: string) => LOAD_TARGETS.find((t) => t.name === name)!.path!(data)
    expect(path('search-repeated')).toBe('/hotel?ziel=Bayerischer+Wald&anreise=2026-12-23&abreise=2026-12-30')
    expect(path('detail-repeated')).toMatch(/^\/hotel\/details\/42\?/)
    const catalogue = SEARCH_PROBES.find((p) => p.name === 'catalogue')!
    // the stay with its travellers (the search form's defaults: two adults, one room) and the site's day
    const today = todayInGermany()
    expect(catalogue.path('/hotel?ziel=Ostsee&anreise=2026-12-24&abreise=2026-12-26', data)).toBe(
      `/catalogue/hotels?regions=1&arrival=2026-12-24&departure=2026-12-26&adults=2&children=0&rooms=1&today=${today}`,
    )
    expect(
      catalogue.path(
        '/hotel?ziel=Ostsee&anreise=2026-12-24&abreise=2026-12-26&zimmer=2&erwachsene=3&kind=4&kind=9',
        data,
      ),
    ).toBe(
      `/catalogue/hotels?regions=1&arrival=2026-12-24&departure=2026-12-26&adults=3&children=2&rooms=2&today=${today}`,
    )
  })
})

describe('varied traffic', () => {
  it('never repeats a URL, and every URL is the canonical one of its search', () => {
    for (const stream of ['search', 'detail'] as const) {
      const paths = [
        ...takePaths(data, stream, { round: 1 }, 3000),
        ...takePaths(data, stream, { round: 2 }, 3000),
        ...takePaths(data, stream, 'count', 100),
      ]
      expect(new Set(paths).size).toBe(paths.length)
      for (const path of paths.slice(0, 200)) {
        const url = new URL(path, 'http://bench')
        const parsed = parseSearchParams(url.searchParams, data.today)
        expect(parsed.errors).toEqual({})
        expect(url.search).toBe(searchQuery(parsed.criteria, parsed.values))
      }
    }
  })

  it('draws regions, hotels, stays and filters from the data, the same for the same seed', () => {
    const searches = takePaths(data, 'search', { round: 1 }, 500)
    expect(takePaths(data, 'search', { round: 1 }, 500)).toEqual(searches)
    const params = searches.map((path) => new URL(path, 'http://bench').searchParams)
    expect(new Set(params.map((p) => p.get('ziel')))).toEqual(new Set(['Bayerischer Wald', 'Ostsee']))
    expect(params.some((p) => p.get('ausstattung') === 'pool')).toBe(true)
    expect(params.every((p) => ['breakfast', null].includes(p.get('verpflegung')))).toBe(true)
    expect(params.filter((p) => p.has('sterne')).length).toBeGreaterThan(50)
    // about 30 % sorted other than recommended, each of the four sorts in a part of them
    const sorts = params.map((p) => p.get('sortierung')).filter((sort) => sort !== null)
    expect(new Set(sorts)).toEqual(new Set(['preis-aufsteigend', 'preis-absteigend', 'bewertung', 'sterne']))
    expect(sorts.length).toBeGreaterThan(100)
    const hotels = takePaths(data, 'detail', { round: 1 }, 300).map((path) => path.split('?')[0])
    expect(new Set(hotels)).toEqual(new Set(['/hotel/details/7', '/hotel/details/42', '/hotel/details/99']))
  })
})

describe('markdown report', () => {
  const reportOptions = { date: '2026-11-23', duration: 20, connections: 10, probeRequests: 200 }
  const load = (size: number, target: string, rps: number, round = 1): LoadResult => ({
    size,
    round,
    target,
    url: '/',
    requestsPerSecond: rps,
    p50: 12,
    p99: 80,
    total: rps * 20,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
  })

  it('gives the ratio to the bare route and of the search time between sizes', () => {
    const report = markdownReport(
      [load(10_000, 'bare', 400), load(10_000, 'search', 250)],
      [
        { size: 10_000, probe: 'page', url: '/', status: 200, requests: 200, p50: 20, p99: 40, mean: 22 },
        { size: 100_000, probe: 'page', url: '/', status: 200, requests: 200, p50: 30, p99: 70, mean: 33 },
      ],
      reportOptions,
    )
    expect(report).toContain('| 10,000 | 1 | search | 250 | 12 ms | 80 ms | 0 | 0 | 0.63 | – | – | – | – |')
    expect(report).not.toContain('Median ratio')
    expect(report).toContain('| page | 20 ms / 40 ms | 30 ms / 70 ms | 1.5 |')
  })

  it('takes the ratio of each round against the bare run of the same round, and the median over the rounds', () => {
    const loads = [
      load(10_000, 'bare', 200, 1),
      load(10_000, 'search', 120, 1),
      load(10_000, 'bare', 300, 2),
      load(10_000, 'search', 120, 2),
      load(10_000, 'bare', 240, 3),
      load(10_000, 'search', 132, 3),
    ]
    expect(medianRatios(loads)).toEqual([
      { size: 10_000, target: 'search', ratios: [0.6, 0.4, 0.55], median: 0.55, worstP99: 80 },
    ])
    const report = markdownReport(loads, [], reportOptions)
    expect(report).toContain('| 10,000 | 2 | search | 120 | 12 ms | 80 ms | 0 | 0 | 0.4 | – | – | – | – |')
    expect(report).toContain('- 10,000 hotels, search: 0.55 (rounds: 0.6, 0.4, 0.55), p99 at most 80 ms')
  })

  it('gives the CPU per page of the web server, of Directus and of PostgreSQL, and the Directus requests per page', () => {
    const loads = [
      {
        ...load(10_000, 'bare', 200),
        cpuPerRequest: 2,
        directusCpuPerRequest: 0,
        directusRequestsPerPage: 0,
      },
      {
        ...load(10_000, 'search', 120),
        cpuPerRequest: 3.2,
        directusCpuPerRequest: 4.25,
        postgresCpuPerRequest: 3.5,
        directusRequestsPerPage: 1.05,
      },
    ]
    const report = markdownReport(loads, [], reportOptions)
    expect(report).toContain('| 10,000 | 1 | bare | 200 | 12 ms | 80 ms | 0 | 0 |  | 2 ms | 0 ms | – | 0 |')
    expect(report).toContain(
      '| 10,000 | 1 | search | 120 | 12 ms | 80 ms | 0 | 0 | 0.6 | 3.2 ms | 4.25 ms | 3.5 ms | 1.05 |',
    )
  })
})
