/**
 * Deterministic generators of German demo content (pure: no I/O, no clock — `today` is passed in).
 *
 * Every row carries a local key `_key`; foreign keys hold the key of the referenced row (`region:ostsee`,
 * `hotel:17`, `rt:17:0`, `theme:wellness`, `variant:…`) and image fields hold `img:<image key>`. The
 * inserter (index.ts) maps keys to the ids Directus assigns. Inventory `slot` is `${room_type}:${night}`
 * and is computed from the real room type id at insert time (here it holds the room type key).
 *
 * Hotels are produced one by one from a PRNG seeded by (seed, index), so any size can be streamed
 * (100,000 hotels never need to be in memory at once) and hotel n is the same in every size.
 */
import {
  ARRIVAL,
  ARTICLE_TOPICS,
  AUTHORS,
  BEST_TIME,
  CATEGORY_TEXT,
  REGION_GRAMMAR,
} from './data/articles.ts'
import {
  AMENITY_LABELS,
  BOARD_LABELS,
  GASTRO_PHRASES,
  LOCATION_PHRASES,
  ROOM_TEMPLATES,
  namePartsFor,
} from './data/hotels.ts'
import { LANDING_PAGES, LEGAL_PAGES } from './data/pages.ts'
import { CATEGORIES, REGIONS, type Landscape, type RegionData, type SeasonCode } from './data/regions.ts'
import { EXCLUDED_COMMON, INCLUDED_COMMON, TRIPS, type Stop, type TripData } from './data/trips.ts'
import { IMAGE_SPECS } from './images.ts'
import { itemAt, Rng, slugify } from './prng.ts'
import { generateReviews } from './reviews.ts'
import { site as de } from '../../core/copy/site.ts'
import { HOME_PAGE_PATH, homePageBlocks } from '../../core/home-page.ts'
import { blockItemsFromList } from '../../core/page-blocks.ts'

export type SeedSize = 'test' | 'demo' | number
export type Row = { _key: string } & Record<string, unknown>

export interface GenerateOptions {
  size: SeedSize
  /** ISO date (YYYY-MM-DD): first night of the rate calendar, departures and inventory are relative to it */
  today: string
  seed?: number | undefined
}

export const DEFAULT_SEED = 20260101
/** From this many hotels on, the seed writes hotels straight into SQLite and generates "lean" hotels. */
export const DIRECT_DB_THRESHOLD = 5000

export interface SizeProfile {
  hotels: number
  /** lean hotels: 2 room types, one board (the hotel's main one) with its rates, 0–2 inventory rows per room type.
   * Keeps 100,000 hotels at roughly 2.4 M rate rows and ~100 k inventory rows, which SQLite handles in minutes. */
  lean: boolean
  themes: 'test' | 'full'
  trips: number
  departuresPerVariant: number
  articles: number
}

export function sizeProfile(size: SeedSize): SizeProfile {
  if (size === 'test')
    return { hotels: 24, lean: false, themes: 'test', trips: 3, departuresPerVariant: 6, articles: 8 }
  if (size === 'demo')
    return {
      hotels: 200,
      lean: false,
      themes: 'full',
      trips: TRIPS.length,
      departuresPerVariant: 8,
      articles: ARTICLE_TOPICS.length,
    }
  if (!Number.isInteger(size) || size < 1) throw new Error(`Ungültige Seed-Größe: ${String(size)}`)
  return {
    hotels: size,
    lean: size >= DIRECT_DB_THRESHOLD,
    themes: 'full',
    trips: TRIPS.length,
    departuresPerVariant: 8,
    articles: ARTICLE_TOPICS.length,
  }
}

// ---------------------------------------------------------------- dates (UTC, ISO strings)
const DAY = 86_400_000
function parseIso(iso: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`Ungültiges Datum: ${iso}`)
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
}
const fmt = (t: number) => new Date(t).toISOString().slice(0, 10)
export const addDays = (iso: string, n: number) => fmt(parseIso(iso) + n * DAY)
export function addMonths(iso: string, n: number): string {
  const d = new Date(parseIso(iso))
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay))
  return fmt(target.getTime())
}
/** Last night of the 12-month window that starts at `today`. */
export const windowEnd = (today: string) => addDays(addMonths(today, 12), -1)

export interface SeasonPeriod {
  from: string
  to: string
  season: SeasonCode
}
/** Consecutive months with the same season merged into periods, clipped to [today, today + 12 months). */
export function seasonPeriods(today: string, seasons: SeasonCode[]): SeasonPeriod[] {
  const end = windowEnd(today)
  const out: SeasonPeriod[] = []
  let cursor = today
  while (cursor <= end) {
    const d = new Date(parseIso(cursor))
    const monthEnd = fmt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0))
    const to = monthEnd < end ? monthEnd : end
    const season = itemAt(seasons, d.getUTCMonth())
    const last = out[out.length - 1]
    if (last && last.season === season) last.to = to
    else out.push({ from: cursor, to, season })
    cursor = addDays(to, 1)
  }
  return out
}

const euro = (x: number) => Math.max(19, Math.round(x))

// ---------------------------------------------------------------- images
const imagesByTag = (tag: string) => IMAGE_SPECS.filter((s) => s.tags.includes(tag)).map((s) => s.key)
const LANDSCAPE_IMAGES: Record<Landscape, string[]> = {
  coast_north: imagesByTag('coast_north'),
  coast_south: imagesByTag('coast_south'),
  mountains: imagesByTag('mountains'),
  forest: imagesByTag('forest'),
  lake: imagesByTag('lake'),
  hills: imagesByTag('hills'),
  city: imagesByTag('city'),
}

// ---------------------------------------------------------------- regions, categories
export function generateRegions(): Row[] {
  return REGIONS.map((r, i) => ({
    _key: `region:${r.slug}`,
    status: 'published',
    slug: r.slug,
    name: r.name,
    country: r.country,
    teaser: r.teaser,
    description: r.description,
    image: `img:${r.image}`,
    latitude: r.lat,
    longitude: r.lon,
    sort: i + 1,
  }))
}

export function generateCategories(): Row[] {
  return CATEGORIES.map((c, i) => ({
    _key: `category:${c.slug}`,
    slug: c.slug,
    name: c.name,
    description: c.description,
    sort: i + 1,
  }))
}

// ---------------------------------------------------------------- hotels
export interface HotelBundle {
  hotel: Row
  images: Row[]
  roomTypes: Row[]
  rates: Row[]
  inventory: Row[]
}

const BOARD_ORDER = ['room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive'] as const
type Board = (typeof BOARD_ORDER)[number]
type Stars = 2 | 3 | 4 | 5
/** board supplement per person and night, by stars */
const BOARD_ADD: Record<Board, (stars: number) => number> = {
  room_only: () => 0,
  breakfast: (s) => 8 + s * 3,
  half_board: (s) => 20 + s * 6,
  full_board: (s) => 30 + s * 8,
  all_inclusive: (s) => 45 + s * 11,
}
const SEASON_MULT: Record<SeasonCode, number> = { n: 0.82, z: 1, h: 1.32 }
const BASE_BY_STARS: Record<Stars, number> = { 2: 58, 3: 82, 4: 118, 5: 210 }
const TARIFFS = [
  { name: 'Flex-Tarif', factor: 1 },
  { name: 'Spar-Tarif', factor: 0.88 },
]

function boardsFor(rng: Rng, landscape: Landscape, stars: number): Board[] {
  const set = new Set<Board>()
  if (landscape === 'coast_south') {
    set.add(rng.chance(0.5) ? 'breakfast' : 'half_board')
    if (rng.chance(0.45)) set.add('all_inclusive')
    if (rng.chance(0.4)) set.add('half_board')
  } else if (landscape === 'city') {
    set.add('room_only')
    set.add('breakfast')
  } else {
    set.add('breakfast')
    if (rng.chance(stars >= 3 ? 0.7 : 0.35)) set.add('half_board')
    if (rng.chance(0.12)) set.add('full_board')
    if (rng.chance(0.15)) set.add('room_only')
  }
  return BOARD_ORDER.filter((b) => set.has(b))
}

function amenitiesFor(rng: Rng, landscape: Landscape, stars: number, flagship: boolean): string[] {
  const coastal = landscape === 'coast_north' || landscape === 'coast_south'
  const p: Record<string, number> = {
    wlan: 1,
    restaurant: stars >= 3 ? 0.9 : 0.4,
    bar: stars >= 3 ? 0.7 : 0.3,
    parking: landscape === 'city' ? 0.4 : 0.85,
    pool: landscape === 'coast_south' ? 0.9 : stars >= 4 ? 0.55 : 0.15,
    spa: stars >= 4 ? 0.6 : 0.15,
    sauna: stars >= 3 ? 0.6 : 0.2,
    fitness: stars >= 4 ? 0.6 : 0.2,
    pets: landscape === 'coast_south' ? 0.1 : 0.45,
    beach: coastal ? 0.7 : landscape === 'lake' ? 0.35 : 0,
    kids_club: landscape === 'coast_south' ? 0.45 : coastal || landscape === 'mountains' ? 0.3 : 0.12,
    accessible: 0.35,
    ev_charging: 0.3,
    bike_rental: landscape === 'city' ? 0.3 : 0.45,
  }
  const out = Object.keys(AMENITY_LABELS).filter((code) => rng.chance(p[code] ?? 0))
  if (flagship)
    for (const code of ['spa', 'pool', 'sauna', 'kids_club', 'restaurant', ...(coastal ? ['beach'] : [])])
      if (!out.includes(code)) out.push(code)
  return Object.keys(AMENITY_LABELS).filter((code) => out.includes(code))
}

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`))
}

/** German article for a hotel name in the nominative ("Die Finca …", "Der Gasthof …", "Das Hotel …") */
function determiner(name: string): string {
  const [first = ''] = name.split(' ')
  if (['Finca', 'Villa', 'Locanda', 'Tenuta', 'Pousada', 'Quinta', 'Pension'].includes(first)) return 'Die'
  if (['Gasthof', 'Landgasthof', 'Alpengasthof', 'Borgo', 'Agriturismo'].includes(first)) return 'Der'
  return 'Das'
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export class HotelGenerator {
  private readonly usedSlugs = new Set<string>()
  private readonly periods = new Map<string, SeasonPeriod[]>()
  readonly profile: SizeProfile
  constructor(private readonly opts: GenerateOptions) {
    this.profile = sizeProfile(opts.size)
  }

  private periodsFor(region: RegionData): SeasonPeriod[] {
    let p = this.periods.get(region.slug)
    if (!p) this.periods.set(region.slug, (p = seasonPeriods(this.opts.today, region.seasons)))
    return p
  }

  /** Hotel number `index` (0-based). Must be called in index order for slug de-duplication. */
  hotel(index: number): HotelBundle {
    const seed = this.opts.seed ?? DEFAULT_SEED
    const rng = new Rng(`${seed}:hotel:${index}`)
    const lean = this.profile.lean
    const region = itemAt(REGIONS, index % REGIONS.length)
    const flagship = index < REGIONS.length
    const town = rng.pick(region.towns)
    const stars = flagship ? rng.pick<Stars>([4, 4, 5]) : rng.weighted<Stars>([2, 3, 4, 5], [1, 4, 4, 1.2])
    const parts = namePartsFor(region.slug, region.landscape)
    let name = ''
    let slug = ''
    for (let attempt = 0; attempt < 6; attempt++) {
      name = `${rng.pick(parts.prefixes)} ${rng.pick(parts.names)}`
      slug = slugify(`${name} ${town.name.replace(/\(.*\)/, '')}`)
      if (!this.usedSlugs.has(slug)) break
    }
    if (this.usedSlugs.has(slug)) slug = `${slug}-${index + 1}`
    this.usedSlugs.add(slug)
    const key = `hotel:${index}`
    const status = index % 10 === 7 ? 'draft' : 'published'
    const amenities = amenitiesFor(rng, region.landscape, stars, flagship)
    // a lean hotel has rates for its main board only, and offers only that one
    const allBoards = boardsFor(rng, region.landscape, stars)
    const boards = this.profile.lean ? allBoards.slice(0, 1) : allBoards
    const ratingRounded =
      Math.round(Math.min(9.8, Math.max(6.0, 5.6 + stars * 0.55 + rng.float(-0.6, 1.4))) * 10) / 10
    const reviewCount = Math.round(12 + rng.next() ** 2 * 2400)
    const lat = Math.round((town.lat + rng.float(-0.015, 0.015)) * 1e6) / 1e6
    const lon = Math.round((town.lon + rng.float(-0.02, 0.02)) * 1e6) / 1e6
    const meters = rng.pick([50, 100, 150, 200, 300, 400, 600, 800])
    const location = fill(rng.pick(LOCATION_PHRASES[region.landscape]), { m: meters })
    const checkIn = rng.pick(['14:00', '15:00', '15:00', '16:00'])
    const checkOut = rng.pick(['10:00', '10:30', '11:00', '11:00'])
    const family = rng.chance(0.7) ? 'familiengeführte' : 'charmante'
    const teaser = `${family.charAt(0).toUpperCase()}${family.slice(1)}s ${stars}-Sterne-Haus ${location} in ${town.name}.`
    const amenityText = amenities
      .filter((a) => a !== 'wlan')
      .slice(0, 6)
      .map((a) => AMENITY_LABELS[a])
    const paragraphs = [
      `${determiner(name)} ${name} ist ein ${family}s ${stars}-Sterne-Hotel in ${town.name}, ${location}. ${region.teaser}`,
      `Die ${rng.int(18, 140)} Zimmer und Suiten sind hell und wohnlich eingerichtet; viele haben Balkon oder Terrasse. Kostenloses WLAN, Flachbildfernseher und hochwertige Betten gehören überall zur Ausstattung.`,
      `${rng.pick(GASTRO_PHRASES.filter((g) => boards.includes('half_board') || !g.includes('Halbpension')))} Buchbar ${boards.length > 1 ? 'sind' : 'ist'} ${boards
        .map((b) => (b === 'room_only' ? 'Übernachtung ohne Verpflegung' : BOARD_LABELS[b]))
        .join(', ')
        .replace(/, ([^,]*)$/, ' und $1')}.`,
      amenityText.length
        ? `Zum Haus gehören ${amenityText.join(', ').replace(/, ([^,]*)$/, ' und $1')}.`
        : 'Das Haus setzt auf persönliche Gastfreundschaft statt großer Anlagen.',
      `Die Umgebung von ${town.name} lässt sich bequem zu Fuß, mit dem Rad oder mit öffentlichen Verkehrsmitteln erkunden; die Rezeption hilft gern mit Ausflugstipps.`,
    ]
    const description = paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')
    // The Kurtaxe is not among the policies: the page states it once, beside check-in and check-out (the
    // total of a stay includes it).
    const policies =
      `<ul><li>Check-in ab ${checkIn} Uhr, Check-out bis ${checkOut} Uhr</li>` +
      `<li>${amenities.includes('pets') ? 'Hunde sind auf Anfrage willkommen (15 € pro Nacht)' : 'Haustiere sind leider nicht erlaubt'}</li>` +
      `<li>Kinder jeden Alters sind willkommen; Kinderbetten auf Anfrage kostenlos</li>` +
      `<li>Bei „Zahlung im Hotel“ zahlen Sie vor Ort mit EC-Karte, Kreditkarte oder bar</li></ul>`

    // rooms
    const templates = ROOM_TEMPLATES[region.landscape]
    const roomCount = lean ? 2 : rng.int(2, 4)
    const chosen = [
      rng.pick(templates.first),
      ...rng.sample(
        templates.more.filter((t) => !(stars <= 3 && t.name === 'Suite')),
        roomCount - 1,
      ),
    ]
    const hotelFactor = rng.float(0.88, 1.18)
    const base = BASE_BY_STARS[stars] * region.priceFactor * hotelFactor
    const periods = this.periodsFor(region)
    const roomTypes: Row[] = []
    const rates: Row[] = []
    const inventory: Row[] = []
    const freeDays = rng.pick([1, 2, 3, 7, 14])
    let priceFrom = Infinity
    chosen.forEach((t, j) => {
      const rtKey = `rt:${index}:${j}`
      const allotment = t.maxAdults === 1 ? rng.int(2, 6) : rng.int(2, 20)
      roomTypes.push({
        _key: rtKey,
        hotel: key,
        name: t.name,
        description: t.description,
        max_adults: t.maxAdults,
        max_children: t.maxChildren,
        max_occupancy: t.maxAdults + t.maxChildren,
        size_sqm: rng.int(t.size[0], t.size[1]),
        beds: t.beds,
        image: `img:${t.image}`,
        allotment,
        sort: j + 1,
      })
      for (const period of periods) {
        for (const board of boards) {
          const perRoom =
            base * t.mult * SEASON_MULT[period.season] + BOARD_ADD[board](stars) * Math.min(2, t.maxAdults)
          for (const tariff of TARIFFS) {
            const price = euro(perRoom * tariff.factor)
            priceFrom = Math.min(priceFrom, price)
            rates.push({
              _key: `rate:${index}:${j}:${period.from}:${board}:${tariff.name}`,
              room_type: rtKey,
              name: tariff.name,
              board,
              season_from: period.from,
              season_to: period.to,
              price_per_night: price,
              free_cancellation_days: tariff.name === 'Flex-Tarif' ? freeDays : null,
              min_nights:
                period.season === 'h' && region.landscape !== 'city'
                  ? region.landscape === 'coast_north'
                    ? 3
                    : 2
                  : 1,
            })
          }
        }
      }
      // sparse inventory: a row only for nights with bookings or a closure
      const nights = new Set<number>()
      const n = lean ? rng.int(0, 2) : rng.int(3, 10)
      while (nights.size < n) nights.add(rng.int(0, lean ? 120 : 180))
      for (const offset of [...nights].sort((a, b) => a - b)) {
        const night = addDays(this.opts.today, offset)
        const full = rng.chance(0.15)
        inventory.push({
          _key: `inv:${rtKey}:${night}`,
          room_type: rtKey,
          night,
          rooms_booked: full ? allotment : rng.int(1, allotment),
          closed: false,
          slot: `${rtKey}:${night}`,
        })
      }
      if (rng.chance(lean ? 0.05 : 0.35)) {
        let offset = rng.int(0, 200)
        while (nights.has(offset)) offset++
        const night = addDays(this.opts.today, offset)
        inventory.push({
          _key: `inv:${rtKey}:${night}`,
          room_type: rtKey,
          night,
          rooms_booked: 0,
          closed: true,
          slot: `${rtKey}:${night}`,
        })
      }
    })

    const landscapeImgs = LANDSCAPE_IMAGES[region.landscape]
    const hero = flagship ? region.image : rng.pick([region.image, ...landscapeImgs])
    const gallery = [
      hero,
      rng.pick(landscapeImgs.filter((k) => k !== hero).concat(region.image)),
      ...new Set(roomTypes.map((r) => String(r.image).slice(4))),
    ]
    if (amenities.includes('pool')) gallery.push('wellness-pool')
    if (amenities.includes('sauna') || amenities.includes('spa')) gallery.push('wellness-sauna')
    if (boards.includes('half_board') || boards.includes('all_inclusive')) gallery.push('restaurant-terrasse')
    const galleryUnique = [...new Set(gallery)]
    const images: Row[] = (lean ? galleryUnique.slice(0, 3) : galleryUnique).map((img, s) => ({
      _key: `hf:${index}:${s}`,
      hotels_id: key,
      directus_files_id: `img:${img}`,
      sort: s + 1,
    }))

    const recommended =
      Math.round(
        (ratingRounded * 0.6 + stars * 0.45 + Math.log10(reviewCount + 1) * 0.5 + rng.float(0, 1.2)) * 100,
      ) / 100
    const hotel: Row = {
      _key: key,
      status,
      slug,
      name,
      stars,
      region: `region:${region.slug}`,
      city: town.name,
      address: `${rng.pick(town.streets)} ${rng.int(1, 120)}`,
      postal_code: town.postal,
      country: region.country,
      latitude: lat,
      longitude: lon,
      teaser,
      description,
      amenities,
      board_types: boards,
      rating: ratingRounded,
      review_count: reviewCount,
      hero_image: `img:${hero}`,
      check_in: checkIn,
      check_out: checkOut,
      // Berlin's range of numbers that the Bundesnetzagentur keeps for fiction: nobody real gets a call.
      phone: `+49 30 23125 ${String(index % 1000).padStart(3, '0')}`,
      policies,
      tourist_tax: town.tax,
      price_from: priceFrom,
      recommended_score: recommended,
      featured: status === 'published' && (flagship || index % 25 === 3),
    }
    return { hotel, images, roomTypes, rates, inventory }
  }
}

export function* generateHotels(opts: GenerateOptions): Generator<HotelBundle> {
  const gen = new HotelGenerator(opts)
  for (let i = 0; i < gen.profile.hotels; i++) yield gen.hotel(i)
}

// ---------------------------------------------------------------- themes
const THEMES: Array<{
  path: string
  title: string
  intro: string
  criteria: Record<string, unknown>
  image: string
}> = [
  {
    path: 'wellness',
    title: 'Wellnesshotels',
    intro: '<p>Sauna, Spa und Zeit für sich: Hotels, in denen Sie richtig abschalten können.</p>',
    criteria: { amenities: ['spa'] },
    image: 'wellness-sauna',
  },
  {
    path: 'wellness/ostsee',
    title: 'Wellnesshotels an der Ostsee',
    intro:
      '<p>Meeresluft und Spa: Wellness an der Ostsee verbindet Strandspaziergänge mit Thalasso und Sauna mit Meerblick.</p>',
    criteria: { regions: ['ostsee'], amenities: ['spa'] },
    image: 'ostsee-seebruecke',
  },
  {
    path: 'familie',
    title: 'Familienhotels',
    intro: '<p>Kinderclub, Familienzimmer und Programm für Groß und Klein.</p>',
    criteria: { amenities: ['kids_club'] },
    image: 'zimmer-familie',
  },
  {
    path: 'strand',
    title: 'Hotels am Strand',
    intro:
      '<p>Aus dem Zimmer direkt in den Sand: Hotels mit Strandzugang an Nordsee, Ostsee und Mittelmeer.</p>',
    criteria: { amenities: ['beach'] },
    image: 'ostsee-strandkoerbe',
  },
  {
    path: 'wellness/schwarzwald',
    title: 'Wellnesshotels im Schwarzwald',
    intro: '<p>Thermalwasser, Tannenduft und badische Küche: Wellness im Schwarzwald hat Tradition.</p>',
    criteria: { regions: ['schwarzwald'], amenities: ['spa'] },
    image: 'schwarzwald-tannen',
  },
  {
    path: 'familie/nordsee',
    title: 'Familienhotels an der Nordsee',
    intro: '<p>Wattwandern, Sandburgen und Kinderclub: Familienurlaub an der Nordsee.</p>',
    criteria: { regions: ['nordsee'], amenities: ['kids_club'] },
    image: 'nordsee-leuchtturm',
  },
  {
    path: 'familie/ostsee',
    title: 'Familienhotels an der Ostsee',
    intro: '<p>Flaches Wasser und breite Strände: die Ostsee ist wie gemacht für Kinder.</p>',
    criteria: { regions: ['ostsee'], amenities: ['kids_club'] },
    image: 'ostsee-strandkoerbe',
  },
  {
    path: 'strand/mallorca',
    title: 'Strandhotels auf Mallorca',
    intro: '<p>Türkisfarbene Buchten direkt vor der Tür.</p>',
    criteria: { regions: ['mallorca'], amenities: ['beach'] },
    image: 'mallorca-bucht',
  },
  {
    path: 'berge',
    title: 'Hotels in den Bergen',
    intro: '<p>Wandern im Sommer, Skifahren im Winter: Hotels in den Alpen.</p>',
    criteria: { regions: ['bayern', 'tirol', 'suedtirol'] },
    image: 'alpen-gipfel',
  },
  {
    path: 'berge/bayern',
    title: 'Berghotels in Bayern',
    intro: '<p>Von Berchtesgaden bis ins Allgäu: die schönsten Berghotels Bayerns.</p>',
    criteria: { regions: ['bayern'] },
    image: 'alpen-gipfel',
  },
  {
    path: 'berge/tirol',
    title: 'Berghotels in Tirol',
    intro: '<p>Gletscher, Almen und Bergbahnen direkt vor der Haustür.</p>',
    criteria: { regions: ['tirol'] },
    image: 'tirol-almwiese',
  },
  {
    path: 'berge/suedtirol/dolomiten',
    title: 'Hotels in den Dolomiten',
    intro: '<p>Wo die Felsen im Abendlicht glühen: Hotels im UNESCO-Welterbe Dolomiten.</p>',
    criteria: { regions: ['suedtirol'], stars_min: 3 },
    image: 'dolomiten-abend',
  },
  {
    path: 'berge/suedtirol',
    title: 'Hotels in Südtirol',
    intro: '<p>Alpine Gastlichkeit mit italienischem Flair.</p>',
    criteria: { regions: ['suedtirol'] },
    image: 'dolomiten-abend',
  },
  {
    path: 'hund',
    title: 'Urlaub mit Hund',
    intro: '<p>Hotels, in denen Vierbeiner willkommen sind.</p>',
    criteria: { amenities: ['pets'] },
    image: 'nordsee-watt',
  },
  {
    path: 'luxus',
    title: 'Luxushotels',
    intro: '<p>Fünf Sterne und exzellente Bewertungen.</p>',
    criteria: { stars_min: 5, rating_min: 8.5 },
    image: 'wellness-pool',
  },
  {
    path: 'all-inclusive',
    title: 'All-inclusive-Hotels',
    intro: '<p>Essen und Getränke den ganzen Tag inklusive.</p>',
    criteria: { boards: ['all_inclusive'] },
    image: 'kreta-kueste',
  },
]
const TEST_THEMES = ['wellness', 'wellness/ostsee', 'familie', 'strand']

export function generateThemes(profile: SizeProfile): Row[] {
  const list = profile.themes === 'test' ? THEMES.filter((t) => TEST_THEMES.includes(t.path)) : THEMES
  // parents first (sorted by depth, stable)
  return list
    .map((t, i) => ({ t, i }))
    .sort((a, b) => a.t.path.split('/').length - b.t.path.split('/').length || a.i - b.i)
    .map(({ t, i }) => {
      const parentPath = t.path.includes('/') ? t.path.slice(0, t.path.lastIndexOf('/')) : null
      return {
        _key: `theme:${t.path}`,
        status: 'published',
        path: t.path,
        parent: parentPath ? `theme:${parentPath}` : null,
        title: t.title,
        intro: t.intro,
        seo_title: t.title,
        seo_description: `${t.title}: ausgewählte Unterkünfte mit Gästebewertungen, Fotos und fairen Gesamtpreisen.`,
        criteria: t.criteria,
        image: `img:${t.image}`,
        sort: i + 1,
      }
    })
}

// ---------------------------------------------------------------- round trips
const TEST_TRIPS = ['island-feuer-und-eis', 'andalusien-kultur-und-sonne', 'kreta-wanderreise']

function itineraryFor(
  stops: Stop[],
  trip: TripData,
): { itinerary: Array<Record<string, unknown>>; route: Record<string, unknown> } {
  const itinerary: Array<Record<string, unknown>> = []
  stops.forEach((s, i) => {
    const title =
      i === 0 ? `${trip.flight ? 'Anreise' : 'Ankunft'}: ${s.title.replace(/^Ankunft in /, '')}` : s.title
    const description = i === 0 && trip.flight ? `Linienflug ab Deutschland. ${s.text}` : s.text
    itinerary.push({ day: i + 1, title, description, overnight: s.name })
  })
  const last = itemAt(stops, stops.length - 1)
  itinerary.push({
    day: stops.length + 1,
    title: 'Rückreise',
    description: `Nach dem Frühstück Transfer ${trip.flight ? 'zum Flughafen und Rückflug nach Deutschland' : 'und Heimreise'}. Ende einer erlebnisreichen Reise ab ${last.name}.`,
    overnight: null,
  })
  const coords: Array<[number, number]> = []
  for (const s of stops) {
    const prev = coords[coords.length - 1]
    if (!prev || prev[0] !== s.lon || prev[1] !== s.lat) coords.push([s.lon, s.lat])
  }
  return { itinerary, route: { type: 'LineString', coordinates: coords } }
}

export function generateRoundTrips(
  opts: GenerateOptions,
  profile: SizeProfile,
): { roundTrips: Row[]; roundTripsFiles: Row[]; variants: Row[]; departures: Row[] } {
  const seed = opts.seed ?? DEFAULT_SEED
  const trips =
    profile.themes === 'test'
      ? TRIPS.filter((t) => TEST_TRIPS.includes(t.slug))
      : TRIPS.slice(0, profile.trips)
  const roundTrips: Row[] = []
  const roundTripsFiles: Row[] = []
  const variants: Row[] = []
  const departures: Row[] = []
  trips.forEach((trip, ti) => {
    const rng = new Rng(`${seed}:trip:${trip.slug}`)
    roundTrips.push({
      _key: `trip:${trip.slug}`,
      status: 'published',
      slug: trip.slug,
      title: trip.title,
      region: trip.region ? `region:${trip.region}` : null,
      country: trip.country,
      teaser: trip.teaser,
      description: trip.description.map((p) => `<p>${esc(p)}</p>`).join(''),
      highlights: trip.highlights,
      hero_image: `img:${trip.image}`,
      featured: ti < 4,
      sort: ti + 1,
    })
    trip.gallery.forEach((image, i) =>
      roundTripsFiles.push({
        _key: `trip-file:${trip.slug}:${i}`,
        round_trips_id: `trip:${trip.slug}`,
        directus_files_id: `img:${image}`,
        sort: i + 1,
      }),
    )
    const compactStops = trip.stops.filter((_, i) => i === 0 || i === trip.stops.length - 1 || i % 3 !== 2)
    const shortName = trip.title.split(' – ')[0]
    const variantDefs = [
      {
        suffix: 'klassik',
        label: 'Klassik',
        stops: trip.stops,
        minParticipants: 8,
        extra: ['Alle Ausflüge laut Reiseverlauf', 'Reiseführer zur Einstimmung'],
      },
      {
        suffix: 'kompakt',
        label: 'Kompakt',
        stops: compactStops,
        minParticipants: 6,
        extra: ['Ausgewählte Ausflüge laut Reiseverlauf'],
      },
    ]
    variantDefs.forEach((v, vi) => {
      const { itinerary, route } = itineraryFor(v.stops, trip)
      const days = itinerary.length
      const vKey = `variant:${trip.slug}-${v.suffix}`
      const deps: Row[] = []
      const n = profile.departuresPerVariant
      const spacing = Math.floor(330 / n)
      for (let k = 0; k < n; k++) {
        let start = addDays(opts.today, 18 + k * spacing + rng.int(0, 6))
        // departures on Saturdays
        const dow = new Date(parseIso(start)).getUTCDay()
        start = addDays(start, (6 - dow + 7) % 7)
        const month = Number(start.slice(5, 7))
        const seasonFactor = [6, 7, 8].includes(month) ? 1.15 : [1, 2, 11].includes(month) ? 0.9 : 1
        const price = Math.round((trip.perDay * days * seasonFactor) / 10) * 10 - 1
        const seatsTotal = rng.int(14, 24)
        let status: string
        let seatsLeft: number
        if ((vi === 0 && k === 1) || (k > 2 && rng.chance(0.12))) {
          status = 'sold_out'
          seatsLeft = 0
        } else if ((vi === 0 && k === 2) || (vi === 1 && k === 0) || rng.chance(0.2)) {
          status = 'few_seats'
          seatsLeft = rng.int(1, 3)
        } else {
          status = 'bookable'
          seatsLeft = rng.int(4, seatsTotal)
        }
        deps.push({
          _key: `dep:${trip.slug}-${v.suffix}:${k}`,
          variant: vKey,
          start_date: start,
          end_date: addDays(start, days - 1),
          price_per_person: price,
          single_supplement: Math.round((price * rng.float(0.14, 0.24)) / 10) * 10,
          // The first variant offers triple and family rooms; the compact one only double and single rooms.
          triple_reduction: vi === 0 ? Math.round((price * 0.08) / 10) * 10 : null,
          child_price: vi === 0 ? Math.round((price * 0.55) / 10) * 10 - 1 : null,
          seats_total: seatsTotal,
          seats_left: seatsLeft,
          status,
          // Enough travellers have booked: the departure runs whatever happens.
          guaranteed: seatsTotal - seatsLeft >= v.minParticipants,
        })
      }
      // One departure that has already begun: the site must no longer offer it.
      const pastStart = addDays(opts.today, -30)
      const pastPrice = Math.round((trip.perDay * days) / 10) * 10 - 1
      deps.unshift({
        _key: `dep:${trip.slug}-${v.suffix}:past`,
        variant: vKey,
        start_date: pastStart,
        end_date: addDays(pastStart, days - 1),
        price_per_person: pastPrice,
        single_supplement: Math.round((pastPrice * 0.2) / 10) * 10,
        seats_total: 20,
        seats_left: 6,
        status: 'bookable',
        guaranteed: true,
      })
      const bookable = deps.filter((d) => d.status !== 'sold_out' && String(d.start_date) > opts.today)
      variants.push({
        _key: vKey,
        round_trip: `trip:${trip.slug}`,
        slug: `${trip.slug}-${v.suffix}`,
        title: `${shortName} ${v.label} – ${days} Tage`,
        days,
        min_participants: v.minParticipants,
        itinerary,
        included_services: [
          ...(trip.flight ? ['Linienflug ab/bis Deutschland in der Economy Class inkl. Gepäck'] : []),
          ...INCLUDED_COMMON,
          ...v.extra,
        ],
        excluded_services: [
          ...EXCLUDED_COMMON,
          ...(trip.flight ? ['Visagebühren, sofern erforderlich'] : []),
        ],
        route,
        hero_image: `img:${trip.image}`,
        price_from: Math.min(...(bookable.length ? bookable : deps).map((d) => d.price_per_person as number)),
        sort: vi + 1,
      })
      departures.push(...deps)
    })
  })
  return { roundTrips, roundTripsFiles, variants, departures }
}

// ---------------------------------------------------------------- articles
const CITY_TOWN: Record<string, string> = {
  toskana: 'Florenz',
  bodensee: 'Konstanz',
  schwarzwald: 'Freiburg im Breisgau',
  tirol: 'Innsbruck',
  mallorca: 'Palma',
  suedtirol: 'Bozen',
}
const STAY_TEXT =
  'Die Auswahl an Unterkünften {in} ist groß: vom familiengeführten Gasthof über das Wellnesshotel bis zum Apartment für Selbstversorger. Rund um {town} liegen viele Häuser in Gehweite zu Restaurants und Sehenswürdigkeiten, in {town2} wohnen Sie oft ruhiger und günstiger. Achten Sie bei der Buchung auf die Stornobedingungen, die Verpflegung und örtliche Abgaben wie Kurtaxe, damit der Gesamtpreis keine Überraschungen birgt.'
const plainTown = (t: string) => t.replace(/\s*\(.*\)/, '')

export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
}

export function generateArticles(opts: GenerateOptions, profile: SizeProfile): Row[] {
  const seed = opts.seed ?? DEFAULT_SEED
  const used = new Set<string>()
  return ARTICLE_TOPICS.slice(0, profile.articles).map(([cat, regionSlug], i) => {
    const rng = new Rng(`${seed}:article:${cat}:${regionSlug}`)
    const region = REGIONS.find((r) => r.slug === regionSlug)!
    const text = CATEGORY_TEXT[cat]
    const g = REGION_GRAMMAR[regionSlug]
    if (!text || !g) throw new Error(`No article texts for ${cat} in ${regionSlug}`)
    const towns = rng.sample(region.towns, 3).map((t) => plainTown(t.name))
    const cityTown = cat === 'staedtereisen' ? CITY_TOWN[regionSlug] : undefined
    const town = cityTown ?? itemAt(towns, 0)
    const town2 = towns.find((t) => t !== town) ?? itemAt(towns, 1)
    const vars = { in: g.in, to: g.to, region: region.name, town, town2, town3: towns[2] ?? town2 }
    const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
    const f = (s: string) => cap(fill(s, vars))
    const title = f(rng.pick(text.titles))
    let slug = slugify(title)
    if (used.has(slug)) slug = `${slug}-${regionSlug}`
    used.add(slug)
    const intro = f(rng.pick(text.intros))
    const arrival =
      region.country === 'Deutschland'
        ? ARRIVAL.de
        : region.country === 'Österreich' || regionSlug === 'suedtirol'
          ? ARRIVAL.alps
          : ARRIVAL.abroad
    const body =
      `<p>${esc(intro)}</p>` +
      `<h2>${esc(`${region.name} im Überblick`)}</h2>${region.description}` +
      text.sections
        .map((s) => `<h2>${esc(f(s.heading))}</h2>${s.paragraphs.map((p) => `<p>${esc(f(p))}</p>`).join('')}`)
        .join('') +
      `<h2>${esc(text.listHeading)}</h2><ul>${text.list.map((li) => `<li>${esc(li)}</li>`).join('')}</ul>` +
      `<h2>${esc(`Übernachten ${g.in}`)}</h2><p>${esc(f(STAY_TEXT))}</p>` +
      `<h2>Beste Reisezeit</h2><p>${esc(BEST_TIME[region.landscape])}</p>` +
      `<h2>Anreise</h2><p>${esc(arrival)}</p>` +
      `<h2>Unser Fazit</h2><p>${esc(f(rng.pick(text.closing)))}</p>`
    const words = countWords(body)
    const [teaser = intro] = intro.split(/(?<=[.!?])\s/)
    const publishedDaysAgo = i * 11 + rng.int(1, 9)
    return {
      _key: `article:${slug}`,
      status: profile.themes === 'full' && i % 12 === 11 ? 'draft' : 'published',
      slug,
      title,
      teaser,
      body,
      hero_image: `img:${region.image !== text.image && rng.chance(0.5) ? text.image : region.image}`,
      region: `region:${regionSlug}`,
      category: `category:${cat}`,
      author: AUTHORS[(i + rng.int(0, AUTHORS.length - 1)) % AUTHORS.length],
      reading_minutes: Math.max(2, Math.ceil(words / 200)),
      featured: i % 5 === 1,
      published_at: `${addDays(opts.today, -publishedDaysAgo)}T0${rng.int(6, 9)}:${rng.pick(['00', '15', '30', '45'])}:00`,
      seo_title: title,
      seo_description: teaser.length > 158 ? `${teaser.slice(0, 155).replace(/\s+\S*$/, '')} …` : teaser,
    }
  })
}

// ---------------------------------------------------------------- pages, translations, settings
export function generatePages(today: string): Row[] {
  // "Sommerurlaub 2027" once this year's summer has begun
  const year = Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 7 ? 1 : 0)
  const home: Row = {
    _key: `page:${HOME_PAGE_PATH}`,
    status: 'published',
    path: HOME_PAGE_PATH,
    title: de['nav.home'],
    blocks: blockItemsFromList(homePageBlocks((key) => de[key])),
    footer_group: null,
  }
  return [
    home,
    ...[...LANDING_PAGES, ...LEGAL_PAGES].map((p) => ({
      _key: `page:${p.path}`,
      status: 'published',
      path: p.path,
      title: p.title.replace('{year}', String(year)),
      seo_title: p.seo_title.replace('{year}', String(year)),
      seo_description: p.seo_description,
      // Each block an item of its block collection, in the page's order (core/page-blocks.ts).
      blocks: blockItemsFromList(p.blocks),
      footer_group: p.footer_group,
    })),
  ]
}

export function generateTranslations(): Row[] {
  return Object.entries(de).map(([key, value]) => ({ _key: `t:${key}`, key, value }))
}

export function generateSiteSettings(): Record<string, unknown> {
  return {
    site_name: 'Reiseportal',
    description: 'Ausgewählte Hotels und Rundreisen mit fairen Gesamtpreisen und persönlicher Beratung.',
    separator: '|',
    title_separator: '–',
    maintenance: false,
    canonical_query_whitelist: ['seite', 'sortierung'],
    canonical_lowercase: true,
    visual_editing: true,
    // Example bank details: the IBAN often printed as an example (valid check digits).
    bank_account_holder: 'Reiseportal GmbH',
    bank_name: 'Beispielbank Berlin',
    bank_iban: 'DE02120300000000202051',
    bank_bic: 'BYLADEM1001',
    payment_due_days: 14,
  }
}

// ---------------------------------------------------------------- everything
export interface Catalog {
  regions: Row[]
  categories: Row[]
  themes: Row[]
  roundTrips: Row[]
  roundTripsFiles: Row[]
  variants: Row[]
  departures: Row[]
  articles: Row[]
  pages: Row[]
  translations: Row[]
  siteSettings: Record<string, unknown>
}

/** Everything except hotels (and their rooms, rates, inventory, images). */
export function generateCatalog(opts: GenerateOptions): Catalog {
  const profile = sizeProfile(opts.size)
  parseIso(opts.today)
  return {
    regions: generateRegions(),
    categories: generateCategories(),
    themes: generateThemes(profile),
    ...generateRoundTrips(opts, profile),
    articles: generateArticles(opts, profile),
    pages: generatePages(opts.today),
    translations: generateTranslations(),
    siteSettings: generateSiteSettings(),
  }
}

export interface SeedData extends Catalog {
  hotels: Row[]
  hotelsFiles: Row[]
  roomTypes: Row[]
  rates: Row[]
  inventory: Row[]
  reviews: Row[]
}

/** The whole data set in memory (fine up to a few thousand hotels; larger sizes stream `generateHotels`). */
export function generate(opts: GenerateOptions): SeedData {
  const data: SeedData = {
    ...generateCatalog(opts),
    hotels: [],
    hotelsFiles: [],
    roomTypes: [],
    rates: [],
    inventory: [],
    reviews: [],
  }
  for (const b of generateHotels(opts)) {
    data.hotels.push(b.hotel)
    data.hotelsFiles.push(...b.images)
    data.roomTypes.push(...b.roomTypes)
    data.rates.push(...b.rates)
    data.inventory.push(...b.inventory)
  }
  data.reviews = generateReviews(data.hotels, opts.today, opts.seed ?? DEFAULT_SEED)
  return data
}
