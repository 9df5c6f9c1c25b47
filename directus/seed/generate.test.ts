import { describe, expect, it } from 'vitest'

import { LANDING_PAGES, LEGAL_PAGES } from './data/pages.ts'
import { REGIONS } from './data/regions.ts'
import {
  DIRECT_DB_THRESHOLD,
  HotelGenerator,
  addDays,
  countWords,
  generate,
  seasonPeriods,
  sizeProfile,
  windowEnd,
  type Row,
  type SeedData,
} from './generate.ts'
import { IMAGE_SPECS, renderSvg } from './images.ts'
import { site as de } from '../../core/copy/site.ts'
import { BLOCK_COLLECTIONS, blockItemsFromList, type BlockType } from '../../core/page-blocks.ts'

const TODAY = '2026-05-14'
const test = generate({ size: 'test', today: TODAY })
const demo = generate({ size: 'demo', today: TODAY })

const keysOf = (rows: Row[]) => new Set(rows.map((r) => r._key))
const imageKeys = new Set(IMAGE_SPECS.map((s) => s.key))

function collectImageRefs(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('img:')) out.push(value.slice(4))
  else if (Array.isArray(value)) value.forEach((v) => collectImageRefs(v, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectImageRefs(v, out))
  return out
}

function integrity(d: SeedData) {
  const regions = keysOf(d.regions)
  const categories = keysOf(d.categories)
  const hotels = keysOf(d.hotels)
  const roomTypes = keysOf(d.roomTypes)
  const variants = keysOf(d.variants)
  const trips = keysOf(d.roundTrips)
  const themes = keysOf(d.themes)
  for (const h of d.hotels) expect(regions.has(String(h.region)), `${h._key} region`).toBe(true)
  for (const f of d.hotelsFiles) expect(hotels.has(String(f.hotels_id))).toBe(true)
  for (const rt of d.roomTypes) expect(hotels.has(String(rt.hotel)), `${rt._key} hotel`).toBe(true)
  for (const r of d.rates) expect(roomTypes.has(String(r.room_type))).toBe(true)
  for (const i of d.inventory) expect(roomTypes.has(String(i.room_type))).toBe(true)
  for (const v of d.variants) expect(trips.has(String(v.round_trip))).toBe(true)
  for (const dep of d.departures) expect(variants.has(String(dep.variant)), `${dep._key} variant`).toBe(true)
  for (const t of d.roundTrips) if (t.region) expect(regions.has(String(t.region))).toBe(true)
  for (const a of d.articles) {
    expect(regions.has(String(a.region))).toBe(true)
    expect(categories.has(String(a.category))).toBe(true)
  }
  // theme parents exist, and come before their children (insert order)
  const seen = new Set<string>()
  for (const t of d.themes) {
    const path = String(t.path)
    if (path.includes('/')) {
      const parentPath = path.slice(0, path.lastIndexOf('/'))
      expect(themes.has(`theme:${parentPath}`), `parent of ${path}`).toBe(true)
      expect(t.parent).toBe(`theme:${parentPath}`)
      expect(seen.has(`theme:${parentPath}`), `${parentPath} before ${path}`).toBe(true)
    } else expect(t.parent).toBeNull()
    seen.add(t._key)
  }
  // every image reference points into the image catalogue
  for (const ref of collectImageRefs([
    d.regions,
    d.hotels,
    d.hotelsFiles,
    d.roomTypes,
    d.themes,
    d.roundTrips,
    d.variants,
    d.articles,
    d.pages,
  ]))
    expect(imageKeys.has(ref), `image ${ref}`).toBe(true)
}

function unique(values: unknown[]) {
  return new Set(values).size === values.length
}

describe('seed generator', () => {
  it('is deterministic: same seed and day give the same data', () => {
    const again = generate({ size: 'test', today: TODAY })
    expect(JSON.stringify(again)).toBe(JSON.stringify(test))
    const other = generate({ size: 'test', today: TODAY, seed: 7 })
    expect(other.hotels.map((h) => h.name)).not.toEqual(test.hotels.map((h) => h.name))
  })

  it('hotel n is the same in every size (streamable)', () => {
    expect(JSON.stringify(demo.hotels.slice(0, 24))).toBe(JSON.stringify(test.hotels))
    const lean = new HotelGenerator({ size: 100_000, today: TODAY })
    const h0 = lean.hotel(0)
    expect(h0.hotel.name).toBe(test.hotels[0]?.name)
    expect(h0.roomTypes).toHaveLength(2)
    // the one board it lists is the one its rates have
    expect(h0.hotel.board_types).toHaveLength(1)
    expect(new Set(h0.rates.map((rate) => rate.board))).toEqual(new Set(h0.hotel.board_types as string[]))
  })

  it('has the expected counts per size', () => {
    expect(test.hotels).toHaveLength(24)
    expect(test.hotels.filter((h) => h.status === 'draft')).toHaveLength(2)
    expect(new Set(test.hotels.map((h) => h.region)).size).toBe(REGIONS.length)
    expect(test.themes).toHaveLength(4)
    expect(test.themes.some((t) => String(t.path).includes('/'))).toBe(true)
    expect(test.roundTrips).toHaveLength(3)
    expect(test.articles).toHaveLength(8)

    expect(demo.regions.length).toBeGreaterThanOrEqual(12)
    expect(demo.categories.length).toBeGreaterThanOrEqual(6)
    expect(demo.hotels).toHaveLength(200)
    const drafts = demo.hotels.filter((h) => h.status === 'draft').length
    expect(drafts).toBeGreaterThanOrEqual(15)
    expect(drafts).toBeLessThanOrEqual(25)
    expect(demo.themes.length).toBeGreaterThanOrEqual(8)
    for (const p of ['wellness', 'wellness/ostsee', 'familie', 'familie/nordsee', 'strand', 'berge/bayern'])
      expect(demo.themes.map((t) => t.path)).toContain(p)
    expect(demo.roundTrips.length).toBeGreaterThanOrEqual(10)
    expect(demo.articles.length).toBeGreaterThanOrEqual(30)
    for (const d of [test, demo]) {
      const paths = d.pages.map((p) => p.path)
      for (const p of [
        'sommerurlaub',
        'familienurlaub/ostsee',
        'angebote/fruehbucher',
        'impressum',
        'datenschutz',
        'agb',
      ])
        expect(paths).toContain(p)
      expect(
        d.pages
          .filter((p) => p.footer_group === 'legal')
          .map((p) => p.path)
          .sort(),
      ).toEqual(['agb', 'datenschutz', 'formblatt-pauschalreise', 'impressum'])
      expect(d.translations).toHaveLength(Object.keys(de).length)
    }
    expect(sizeProfile(10_000).lean).toBe(true)
    expect(sizeProfile(DIRECT_DB_THRESHOLD - 1).lean).toBe(false)
  })

  it('keeps referential integrity and unique keys', () => {
    for (const d of [test, demo]) {
      integrity(d)
      expect(unique(d.hotels.map((h) => h.slug))).toBe(true)
      expect(unique(d.regions.map((h) => h.slug))).toBe(true)
      expect(unique(d.articles.map((h) => h.slug))).toBe(true)
      expect(unique(d.roundTrips.map((h) => h.slug))).toBe(true)
      expect(unique(d.variants.map((h) => h.slug))).toBe(true)
      expect(unique(d.themes.map((h) => h.path))).toBe(true)
      expect(unique(d.pages.map((h) => h.path))).toBe(true)
      expect(unique(d.inventory.map((i) => i.slot))).toBe(true)
      expect(unique(d.translations.map((t) => t.key))).toBe(true)
    }
  })

  it('keeps hotels, rooms and rates plausible', () => {
    const roomsByHotel = new Map<string, Row[]>()
    for (const rt of demo.roomTypes)
      roomsByHotel.set(String(rt.hotel), [...(roomsByHotel.get(String(rt.hotel)) ?? []), rt])
    const minRate = new Map<string, number>()
    const hotelOfRt = new Map(demo.roomTypes.map((rt) => [rt._key, String(rt.hotel)]))
    for (const r of demo.rates) {
      const h = hotelOfRt.get(String(r.room_type))!
      minRate.set(h, Math.min(minRate.get(h) ?? Infinity, Number(r.price_per_night)))
    }
    for (const h of demo.hotels) {
      expect(Number(h.rating)).toBeGreaterThanOrEqual(6)
      expect(Number(h.rating)).toBeLessThanOrEqual(9.8)
      expect([1, 2, 3, 4, 5]).toContain(h.stars)
      const rooms = roomsByHotel.get(h._key) ?? []
      expect(rooms.length).toBeGreaterThanOrEqual(2)
      expect(rooms.length).toBeLessThanOrEqual(4)
      expect(h.price_from).toBe(minRate.get(h._key))
      expect((h.description as string).match(/<p>/g)!.length).toBeGreaterThanOrEqual(3)
      const region = REGIONS.find((r) => `region:${r.slug}` === h.region)!
      const town = region.towns.find((t) => t.name === h.city)!
      expect(Math.abs(Number(h.latitude) - town.lat)).toBeLessThan(0.05)
      expect(Math.abs(Number(h.longitude) - town.lon)).toBeLessThan(0.05)
      if (region.country === 'Deutschland' && town.tax != null) expect(h.tourist_tax).toBe(town.tax)
    }
    for (const rt of demo.roomTypes) {
      expect(Number(rt.allotment)).toBeGreaterThanOrEqual(2)
      expect(Number(rt.allotment)).toBeLessThanOrEqual(20)
    }
    const boards = new Set(['room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive'])
    for (const r of demo.rates) {
      expect(boards.has(String(r.board))).toBe(true)
      if (r.name === 'Spar-Tarif') expect(r.free_cancellation_days).toBeNull()
      else expect(Number(r.free_cancellation_days)).toBeGreaterThan(0)
    }
    // inventory: booked never above allotment, closed rows have nothing booked
    const allot = new Map(demo.roomTypes.map((rt) => [rt._key, Number(rt.allotment)]))
    for (const i of demo.inventory) {
      expect(Number(i.rooms_booked)).toBeLessThanOrEqual(allot.get(String(i.room_type))!)
      if (i.closed) expect(i.rooms_booked).toBe(0)
    }
    expect(demo.inventory.some((i) => i.closed)).toBe(true)
  })

  it('puts every rate season inside the 12 months from today and covers them without gaps', () => {
    const end = windowEnd(TODAY)
    expect(end).toBe('2027-05-13')
    for (const d of [test, demo]) {
      for (const r of d.rates) {
        expect(String(r.season_from) >= TODAY).toBe(true)
        expect(String(r.season_to) <= end).toBe(true)
        expect(String(r.season_from) <= String(r.season_to)).toBe(true)
      }
    }
    for (const region of REGIONS) {
      const periods = seasonPeriods(TODAY, region.seasons)
      expect(periods[0]?.from).toBe(TODAY)
      expect(periods.at(-1)?.to).toBe(end)
      expect(periods.slice(1).map((p) => p.from)).toEqual(periods.slice(0, -1).map((p) => addDays(p.to, 1)))
    }
    // a leap-day start still yields a 12-month window
    expect(windowEnd('2028-02-29')).toBe('2029-02-27')
  })

  it('gives round trips variants, itineraries, routes and departures over the next 12 months', () => {
    const end = windowEnd(TODAY)
    for (const trip of demo.roundTrips) {
      const variants = demo.variants.filter((v) => v.round_trip === trip._key)
      expect(variants.length).toBeGreaterThanOrEqual(2)
      for (const v of variants) {
        const itinerary = v.itinerary as Array<{ day: number }>
        expect(itinerary).toHaveLength(Number(v.days))
        expect(itinerary.map((d) => d.day)).toEqual(itinerary.map((_, i) => i + 1))
        const route = v.route as { type: string; coordinates: number[][] }
        expect(route.type).toBe('LineString')
        expect(route.coordinates.length).toBeGreaterThanOrEqual(2)
        expect((v.included_services as string[]).length).toBeGreaterThan(3)
        expect((v.excluded_services as string[]).length).toBeGreaterThan(1)
        const all = demo.departures.filter((d) => d.variant === v._key)
        // one departure has already begun (the site must not offer it), the others lie ahead
        const deps = all.filter((d) => String(d.start_date) > TODAY)
        expect(all.length - deps.length).toBe(1)
        expect(deps.length).toBeGreaterThanOrEqual(6)
        for (const d of all) {
          expect(String(d.start_date) <= end).toBe(true)
          expect(d.end_date).toBe(addDays(String(d.start_date), Number(v.days) - 1))
          if (d.status === 'sold_out') expect(d.seats_left).toBe(0)
          if (d.status === 'sold_out') expect(d.guaranteed).toBe(true)
        }
        expect(Number(v.min_participants)).toBeGreaterThan(0)
        expect(Number(v.price_from)).toBe(
          Math.min(...deps.filter((d) => d.status !== 'sold_out').map((d) => Number(d.price_per_person))),
        )
      }
    }
    for (const trip of demo.roundTrips) {
      const gallery = demo.roundTripsFiles.filter((f) => f.round_trips_id === trip._key)
      expect(gallery.length).toBeGreaterThanOrEqual(2)
    }
    expect(demo.departures.some((d) => d.guaranteed === true && String(d.start_date) > TODAY)).toBe(true)
    expect(demo.departures.some((d) => d.guaranteed === false)).toBe(true)
    const statuses = new Set(demo.departures.map((d) => d.status))
    expect(statuses.has('few_seats')).toBe(true)
    expect(statuses.has('sold_out')).toBe(true)
  })

  it('creates every block of the demo pages as an item the page shows, in the written order', () => {
    for (const page of [...LANDING_PAGES, ...LEGAL_PAGES]) {
      const items = blockItemsFromList(page.blocks)
      expect(
        items.map((row) => row.collection),
        page.path,
      ).toEqual(page.blocks.map((block) => BLOCK_COLLECTIONS[block.type as BlockType]))
    }
  })

  it('writes German text', () => {
    for (const a of demo.articles) {
      const body = String(a.body)
      expect(countWords(body)).toBeGreaterThanOrEqual(400)
      expect(body).toMatch(/<h2>/)
      expect(body).toMatch(/<ul>/)
      expect(body).toMatch(/\b(und|die|der|das)\b/)
      expect(Number(a.reading_minutes)).toBeGreaterThanOrEqual(2)
      expect(String(a.published_at) < `${TODAY}T23:59:59`).toBe(true)
    }
    const text = [
      ...demo.hotels.map((h) => `${h.teaser} ${h.description}`),
      ...demo.pages.map((p) => `${p.title} ${JSON.stringify(p.blocks)}`),
    ].join(' ')
    for (const word of [
      'Zimmer',
      'Frühstück',
      'Strand',
      'Reisebedingungen',
      'Datenschutz',
      'Impressum',
      'Kurtaxe',
    ])
      expect(text.includes(word), word).toBe(true)
    for (const h of demo.hotels) expect(String(h.description)).toMatch(/^<p>(Das|Die|Der) /)
    expect(demo.hotels.some((h) => /[äöüß]/.test(String(h.name)))).toBe(true)
    const settings = demo.siteSettings
    expect(settings).toMatchObject({
      site_name: 'Reiseportal',
      separator: '|',
      title_separator: '–',
      maintenance: false,
      canonical_query_whitelist: ['seite', 'sortierung'],
      canonical_lowercase: true,
    })
  })

  it('draws distinct, deterministic SVG images', () => {
    expect(IMAGE_SPECS.length).toBeGreaterThanOrEqual(30)
    const svgs = IMAGE_SPECS.map(renderSvg)
    expect(new Set(svgs).size).toBe(svgs.length)
    expect(renderSvg(IMAGE_SPECS[0]!)).toBe(svgs[0])
    for (const s of IMAGE_SPECS) {
      expect(s.title.length).toBeGreaterThan(5)
      expect(s.description.length).toBeGreaterThan(20)
    }
  })
})
