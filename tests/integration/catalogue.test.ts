import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatPrice } from '../../app/lib/format'
import { addDays, todayInGermany } from '../../core/hotel-search'
import * as pricing from '../../core/pricing'
import type { Offer } from '../../trpc/hotel-offers'
import { adminData as admin, createEditor, directusCall as call, removeUser } from '../support/directus-admin'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// The catalogue endpoint extension (directus/extensions/reiseportal/src/catalogue) answers a search page or a
// hotel's page in one request. It must find what Directus's REST API finds, only for callers whose rights
// cover it, and what the site shows from it must follow changes in Directus within SEARCH_RESULTS_TTL_MS.
const directusUrl = process.env.DIRECTUS_URL!.replace(/\/+$/, '')
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const run = randomUUID().slice(0, 8)

/** A published hotel of the first published region, with `fields` on top; returns its id. */
async function createPublishedHotel(fields: Record<string, unknown>): Promise<number> {
  const [region] = await admin<Array<{ id: number }>>(
    'GET',
    '/items/regions?filter[status][_eq]=published&sort=id&limit=1&fields=id',
  )
  const hotel = await admin<{ id: number }>('POST', '/items/hotels', {
    status: 'published',
    stars: 3,
    region: region!.id,
    ...fields,
  })
  return hotel.id
}

/**
 * A published hotel for a test of the price sorts, named `${name} ${suffix}` in `city` (its id added to
 * `hotels`), with one room type and a "Standard" breakfast rate per season [from, to, price per night].
 */
async function hotelWithRates(
  hotels: number[],
  { name, suffix, city }: { name: string; suffix: string; city: string },
  room: Record<string, unknown>,
  seasons: Array<[string, string, number]>,
) {
  const id = await createPublishedHotel({
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${suffix}`,
    name: `${name} ${suffix}`,
    city,
  })
  hotels.push(id)
  const roomType = await admin<{ id: number }>('POST', '/items/room_types', {
    hotel: id,
    allotment: 3,
    ...room,
  })
  const rates: number[] = []
  for (const [from, to, price] of seasons)
    rates.push(
      (
        await admin<{ id: number }>('POST', '/items/rates', {
          room_type: roomType.id,
          name: 'Standard',
          board: 'breakfast',
          price_per_night: price,
          min_nights: 1,
          season_from: from,
          season_to: to,
        })
      ).id,
    )
  return { id, roomType: roomType.id, rates }
}

interface SearchAnswer {
  total: number
  page: number
  hotels: Array<{
    id: number
    region: { slug: string } | null
    offer?: Offer | null
    unavailable?: string | null
  }>
}

interface DetailAnswer {
  rates?: unknown
  offers: Offer[] | null
}

const { shownOffer } = pricing as {
  shownOffer: (
    offers: Offer[],
    filters: { boards: string[]; freeCancellation: boolean },
  ) => { offer: Offer | null; unavailable: string | null }
}

const search = (query: Record<string, string>, token: string | null = staticToken) =>
  call(token, 'GET', `/catalogue/hotels?${new URLSearchParams(query)}`)

/** The ids and total Directus's REST API gives for a hotel filter, the way the site asked before. */
async function restSearch(filter: unknown, sort: string[], page = 1) {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: sort.join(','),
    limit: '20',
    page: String(page),
    fields: 'id',
    meta: 'filter_count',
  })
  const response = await fetch(`${directusUrl}/items/hotels?${query}`, {
    headers: { authorization: `Bearer ${staticToken}` },
  })
  const json = (await response.json()) as { data: Array<{ id: number }>; meta: { filter_count: number } }
  return { total: json.meta.filter_count, ids: json.data.map((row) => row.id) }
}

const published = [{ status: { _eq: 'published' } }, { price_from: { _nnull: true } }]

describe('the catalogue extension', () => {
  const cleanup: Array<() => Promise<unknown>> = []
  let regionId: number

  beforeAll(async () => {
    const [region] = await admin<Array<{ id: number }>>(
      'GET',
      '/items/regions?filter[status][_eq]=published&sort=id&limit=1&fields=id',
    )
    regionId = region!.id
  })

  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo().catch(() => undefined)
  })

  it('finds what the REST API finds for the same search, in the same order', async () => {
    const cases: Array<{ query: Record<string, string>; filter: unknown[]; sort: string[]; page?: number }> =
      [
        {
          query: { regions: String(regionId) },
          filter: [{ region: { _in: [regionId] } }],
          sort: ['-recommended_score', 'id'],
        },
        {
          query: { stars_min: '4', order: 'preis-aufsteigend' },
          filter: [{ stars: { _gte: 4 } }],
          sort: ['price_from', 'id'],
        },
        {
          query: { amenities: 'spa', order: 'bewertung' },
          filter: [{ amenities: { _contains: 'spa' } }],
          sort: ['-rating', '-review_count', 'id'],
        },
        {
          query: { boards: 'half_board,all_inclusive', order: 'sterne' },
          filter: [
            {
              _or: [
                { board_types: { _contains: 'half_board' } },
                { board_types: { _contains: 'all_inclusive' } },
              ],
            },
          ],
          sort: ['-stars', '-rating', 'id'],
        },
        {
          query: { free_cancellation: '1', rating_min: '8', order: 'preis-absteigend' },
          filter: [
            { room_types: { rates: { free_cancellation_days: { _nnull: true } } } },
            { rating: { _gte: 8 } },
          ],
          sort: ['-price_from', 'id'],
        },
        {
          query: { text: 'see' },
          filter: [{ _or: [{ name: { _icontains: 'see' } }, { city: { _icontains: 'see' } }] }],
          sort: ['-recommended_score', 'id'],
        },
        {
          // the "ab" price a card shows is in whole euros: 79.50 shows as 80 €
          query: { price_min: '80', price_max: '150' },
          filter: [{ price_from: { _gte: 79.5 } }, { price_from: { _lt: 150.5 } }],
          sort: ['-recommended_score', 'id'],
        },
        { query: { page_no: '2' }, filter: [], sort: ['-recommended_score', 'id'], page: 2 },
      ]
    for (const c of cases) {
      const answer = await search(c.query)
      expect(answer.status).toBe(200)
      const data = answer.data as SearchAnswer
      const rest = await restSearch({ _and: [...published, ...c.filter] }, c.sort, c.page)
      expect(rest.ids.length, 'a case that finds nothing proves nothing').toBeGreaterThan(0)
      expect(data.total, JSON.stringify(c.query)).toBe(rest.total)
      expect(
        data.hotels.map((hotel) => hotel.id),
        JSON.stringify(c.query),
      ).toEqual(rest.ids)
    }
    expect((await search({ regions: '0' })).data).toMatchObject({ total: 0, hotels: [] })
  })

  it('shows a page past the end as the last page', async () => {
    const answer = await search({ page_no: '999' })
    const data = answer.data as SearchAnswer
    expect(data.page).toBe(Math.ceil(data.total / 20))
    expect(data.hotels.length).toBeGreaterThan(0)
    // a caller that knows the count asks for a page only, as it is
    expect((await search({ count: '0', page_no: '999' })).data).toMatchObject({
      total: null,
      page: 999,
      hotels: [],
    })
  })

  it("prices each hotel of a search as the hotel's page does, for varied stays and filters", async () => {
    const today = todayInGermany()
    const cases: Array<{
      from: number
      nights: number
      party: Record<string, string>
      query?: Record<string, string>
    }> = [
      { from: 10, nights: 2, party: { adults: '2', rooms: '1' } },
      {
        from: 45,
        nights: 7,
        party: { adults: '2', children: '2', rooms: '1' },
        query: { order: 'preis-aufsteigend' },
      },
      { from: 90, nights: 1, party: { adults: '4', rooms: '2' }, query: { page_no: '2' } },
      { from: 120, nights: 3, party: { adults: '1', rooms: '1' }, query: { boards: 'half_board' } },
      {
        from: 200,
        nights: 14,
        party: { adults: '3', children: '1', rooms: '1' },
        query: { free_cancellation: '1' },
      },
      { from: 30, nights: 5, party: { adults: '6', rooms: '3' }, query: { regions: String(regionId) } },
      { from: 3, nights: 10, party: { adults: '5', rooms: '1' }, query: { order: 'bewertung' } },
      {
        from: 1,
        nights: 30,
        party: { adults: '2', children: '1', rooms: '1' },
        query: { boards: 'breakfast,all_inclusive' },
      },
    ]
    const shown = new Map<string, number>()
    for (const c of cases) {
      const arrival = addDays(today, c.from)
      const departure = addDays(arrival, c.nights)
      const query = c.query ?? {}
      const answer = await search({ ...query, ...c.party, arrival, departure, today })
      expect(answer.status, JSON.stringify(c)).toBe(200)
      const { hotels } = answer.data as SearchAnswer
      expect(hotels.length, JSON.stringify(c)).toBeGreaterThan(0)
      const stay = new URLSearchParams({ ...c.party, arrival, departure, today })
      for (const hotel of hotels) {
        const page = await call(staticToken, 'GET', `/catalogue/hotels/${hotel.id}?${stay}`)
        const { offers, rates } = page.data as DetailAnswer
        // a hotel's page is answered priced too, without the rows it was priced from
        expect(rates).toBeUndefined()
        const expected = shownOffer(offers ?? [], {
          boards: query.boards?.split(',') ?? [],
          freeCancellation: query.free_cancellation === '1',
        })
        expect(
          { offer: hotel.offer, unavailable: hotel.unavailable },
          `${JSON.stringify(c)} ${hotel.id}`,
        ).toEqual(expected)
        const kind = expected.unavailable ?? 'offer'
        shown.set(kind, (shown.get(kind) ?? 0) + 1)
      }
    }
    // the cases reach hotels with an offer and hotels without one
    expect(shown.get('offer')).toBeGreaterThan(20)
    expect([...shown.keys()].length, JSON.stringify([...shown])).toBeGreaterThan(1)
  })

  it('never answers with a draft hotel', async () => {
    const draft = await admin<{ id: number }>('POST', '/items/hotels', {
      status: 'draft',
      slug: `katalog-entwurf-${run}`,
      name: `Katalogentwurf ${run}`,
      stars: 3,
      region: regionId,
      city: 'Entwurfshausen',
      price_from: 90,
    })
    cleanup.push(() => admin('DELETE', `/items/hotels/${draft.id}`))
    expect((await search({ text: `Katalogentwurf ${run}` })).data).toMatchObject({ total: 0 })
    expect((await call(staticToken, 'GET', `/catalogue/hotels/${draft.id}`)).status).toBe(404)
    // a preview's drafts=1 is granted only to a caller who may read every row (an editor)
    const draftPreview = `/catalogue/hotels/${draft.id}?drafts=1`
    expect((await call(staticToken, 'GET', draftPreview)).status).toBe(404)
    const editor = await createEditor()
    cleanup.push(() => removeUser(editor.email))
    const login = await call(null, 'POST', '/auth/login', { email: editor.email, password: editor.password })
    const editorToken = (login.data as { access_token: string }).access_token
    expect((await call(editorToken, 'GET', `/catalogue/hotels/${draft.id}`)).status).toBe(404)
    const preview = await call(editorToken, 'GET', draftPreview)
    expect(preview.status).toBe(200)
    expect(preview.data).toMatchObject({ hotel: { name: `Katalogentwurf ${run}` } })
  })

  it("answers a hotel's published reviews with the page: count, means and the newest five, as REST has them", async () => {
    const hotel = await createPublishedHotel({
      slug: `bewertet-${run}`,
      name: `Bewertet ${run}`,
      city: 'Notenheim',
    })
    cleanup.push(() => admin('DELETE', `/items/hotels/${hotel}`))
    const review = (month: number, score: number, status = 'published') => ({
      hotel,
      status,
      author: `Gast ${month}`,
      traveller_type: month % 2 ? 'paar' : 'familie',
      travelled_in: `2026-${String(month).padStart(2, '0')}-01`,
      title: `Aufenthalt im Monat ${month}`,
      text: 'Freundlich und sauber.',
      score_cleanliness: score,
      score_location: 10,
      score_service: score,
      score_room: 8,
      score_value: 7,
      score_breakfast: month === 1 ? null : 9,
    })
    // six published (one without a breakfast score) and a draft, which never counts
    await admin('POST', '/items/hotel_reviews', [
      ...[1, 2, 3, 4, 5, 6].map((month) => review(month, month + 4)),
      review(7, 1, 'draft'),
    ])
    const answer = await call(staticToken, 'GET', `/catalogue/hotels/${hotel}`)
    expect(answer.status).toBe(200)
    const { reviews } = answer.data as {
      reviews: {
        count: number
        averages: Record<string, number | null>
        items: Array<Record<string, unknown>>
      }
    }
    const rest = await admin<Array<Record<string, number | string | null>>>(
      'GET',
      `/items/hotel_reviews?filter[hotel][_eq]=${hotel}&filter[status][_eq]=published&sort=-travelled_in&limit=-1`,
    )
    expect(reviews.count).toBe(rest.length)
    expect(reviews.count).toBe(6)
    for (const key of ['score_cleanliness', 'score_location', 'score_breakfast']) {
      const given = rest.map((row) => row[key]).filter((score) => typeof score === 'number')
      expect(reviews.averages[key]).toBeCloseTo(given.reduce((sum, score) => sum + score, 0) / given.length)
    }
    expect(reviews.items.map((item) => item.title)).toEqual(rest.slice(0, 5).map((row) => row.title))
    expect(reviews.items[0]).toMatchObject({
      author: 'Gast 6',
      traveller_type: 'familie',
      travelled_in: '2026-06-01',
    })
  })

  it('refuses bad input with 400', async () => {
    expect((await search({ order: 'beliebig' })).status).toBe(400)
    expect((await search({ stars_min: '9' })).status).toBe(400)
    expect((await search({ arrival: '2026-02-30', departure: '2026-03-02' })).status).toBe(400)
    // a search with a stay is priced: it needs the travellers and the site's day
    const arrival = addDays(todayInGermany(), 10)
    const priced: Record<string, string> = {
      arrival,
      departure: addDays(arrival, 2),
      adults: '2',
      rooms: '1',
      today: todayInGermany(),
    }
    expect((await search(priced)).status).toBe(200)
    for (const [name, value] of [
      ['adults', undefined],
      ['adults', '0'],
      ['rooms', '3'],
      ['children', '9'],
      ['today', undefined],
      ['today', 'heute'],
    ] as const) {
      const { [name]: _, ...rest } = priced
      const answer = await search(value === undefined ? rest : { ...rest, [name]: value })
      expect(answer.status, `${name}=${value}`).toBe(400)
    }
    expect((await search({ amenities: "spa') OR 1=1 --" })).status).toBe(400)
    expect((await call(staticToken, 'GET', '/catalogue/hotels/abc')).status).toBe(400)
  })

  it('answers JSON with its length and without an ETag, refusals too', async () => {
    for (const [query, status] of [
      ['', 200],
      ['order=beliebig', 400],
    ] as const) {
      const response = await fetch(`${directusUrl}/catalogue/hotels?${query}`, {
        headers: { authorization: `Bearer ${staticToken}` },
      })
      const body = new Uint8Array(await response.arrayBuffer())
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength)
      expect(response.headers.get('etag')).toBeNull()
      const json = JSON.parse(new TextDecoder().decode(body)) as {
        data?: SearchAnswer
        errors?: Array<{ message: string }>
      }
      if (status === 200) expect(json.data?.hotels.length).toBeGreaterThan(0)
      else expect(json.errors?.[0]?.message).toBe('Ungültige Suchangabe: order.')
    }
  })

  it("answers ahead of Directus's per-request middleware, with Directus's own authentication", async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${directusUrl}${path}`, { headers })
    const bearer = { authorization: `Bearer ${staticToken}` }
    // the header set by the middleware after `middlewares.before`: on every other route, not on these two
    const items = await get('/items/regions?limit=1', bearer)
    expect(items.headers.get('x-powered-by')).toBe('Directus')
    const found = await get('/catalogue/hotels', bearer)
    expect(found.status).toBe(200)
    expect(found.headers.get('x-powered-by')).toBeNull()
    const { data } = (await found.json()) as { data: SearchAnswer }
    const page = await get(`/catalogue/hotels/${data.hotels[0]!.id}`, bearer)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-powered-by')).toBeNull()

    // a token as Directus takes it anywhere: in the query too, but not twice
    expect((await get(`/catalogue/hotels?access_token=${staticToken}`)).status).toBe(200)
    const twice = await get(`/catalogue/hotels?access_token=${staticToken}`, bearer)
    expect(twice.status).toBe(400)
    // an unknown token is refused by Directus, as on its own routes
    const unknown = await get('/catalogue/hotels', { authorization: 'Bearer kein-gueltiges-token' })
    expect(unknown.status).toBe(401)
    expect(
      ((await unknown.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions
        .code,
    ).toBe('INVALID_CREDENTIALS')
    // other paths below /catalogue are Directus's 404
    const other = await get('/catalogue/regions', bearer)
    expect(other.status).toBe(404)
    expect(other.headers.get('x-powered-by')).toBe('Directus')
  })

  it('answers only callers whose rights cover every read', async () => {
    const anyHotel = (await search({})).data as SearchAnswer
    const hotelPath = `/catalogue/hotels/${anyHotel.hotels[0]!.id}`
    expect((await search({}, null)).status).toBe(401)
    expect((await call(null, 'GET', hotelPath)).status).toBe(401)

    /** A user with a static token whose only policy holds `permissions`. */
    async function userWith(permissions: Array<Record<string, unknown>>) {
      const policy = await admin<{ id: string }>('POST', '/policies', {
        name: `Katalogtest ${run} ${randomUUID().slice(0, 4)}`,
        admin_access: false,
        app_access: false,
      })
      cleanup.push(() => admin('DELETE', `/policies/${policy.id}`))
      await admin(
        'POST',
        '/permissions',
        permissions.map((p) => ({ policy: policy.id, action: 'read', fields: ['*'], ...p })),
      )
      const role = await admin<{ id: string }>('POST', '/roles', { name: `Katalogtest ${run}` })
      cleanup.push(() => admin('DELETE', `/roles/${role.id}`))
      await admin('POST', '/access', { role: role.id, policy: policy.id })
      const token = `katalog-${randomUUID()}`
      const user = await admin<{ id: string }>('POST', '/users', {
        email: `katalog-${randomUUID().slice(0, 8)}@example.com`,
        role: role.id,
        status: 'active',
        token,
      })
      cleanup.push(() => admin('DELETE', `/users/${user.id}`))
      return token
    }
    const publishedHotel = { hotel: { status: { _eq: 'published' } } }
    const catalogue = [
      { collection: 'hotels', permissions: { status: { _eq: 'published' } } },
      { collection: 'regions', permissions: { status: { _eq: 'published' } } },
      { collection: 'room_types', permissions: publishedHotel },
      { collection: 'rates', permissions: { room_type: publishedHotel } },
      { collection: 'inventory', permissions: { room_type: publishedHotel } },
      { collection: 'hotels_files', permissions: { hotels_id: { status: { _eq: 'published' } } } },
      {
        collection: 'hotel_reviews',
        permissions: { _and: [{ status: { _eq: 'published' } }, publishedHotel] },
      },
    ]
    const reader = await userWith(catalogue)
    expect((await search({}, reader)).status).toBe(200)
    expect((await call(reader, 'GET', hotelPath)).status).toBe(200)

    // rights on fewer rows than the catalogue policy grants (one region's hotels only): refused, not filtered
    const narrower = await userWith([
      {
        collection: 'hotels',
        permissions: { _and: [{ status: { _eq: 'published' } }, { region: { _eq: regionId } }] },
      },
      ...catalogue.slice(1),
    ])
    expect((await search({ regions: String(regionId) }, narrower)).status).toBe(403)
    // no rights on rates, or not on every column read
    expect((await search({}, await userWith(catalogue.filter((p) => p.collection !== 'rates')))).status).toBe(
      403,
    )
    const fewerColumns = await userWith([
      { ...catalogue[0]!, fields: ['id', 'name', 'status'] },
      ...catalogue.slice(1),
    ])
    expect((await call(fewerColumns, 'GET', hotelPath)).status).toBe(403)
    // the search needs neither the gallery nor the reviews, the hotel's page needs both
    const noGallery = await userWith(catalogue.slice(0, 5))
    expect((await search({}, noGallery)).status).toBe(200)
    expect((await call(noGallery, 'GET', hotelPath)).status).toBe(403)
    const noReviews = await userWith(catalogue.filter((p) => p.collection !== 'hotel_reviews'))
    expect((await search({}, noReviews)).status).toBe(200)
    expect((await call(noReviews, 'GET', hotelPath)).status).toBe(403)
  })
})

describe('the search flags (amenities, boards and free cancellation as bits on the hotel)', () => {
  const name = `Merkmaltest ${run}`
  let hotelId: number
  let roomTypeId: number

  /** Whether a search for this hotel with one filter finds it, asked of the extension and of REST. */
  async function found(query: Record<string, string>, filter: unknown) {
    const answer = await search({ text: name, ...query })
    expect(answer.status).toBe(200)
    const rest = await restSearch({ _and: [...published, { name: { _eq: name } }, filter] }, ['id'])
    const extension = (answer.data as SearchAnswer).total === 1
    expect(extension, `${JSON.stringify(query)}: extension and REST agree`).toBe(rest.total === 1)
    return extension
  }
  const cancellation = { room_types: { rates: { free_cancellation_days: { _nnull: true } } } }
  const withFreeCancellation = () => found({ free_cancellation: '1' }, cancellation)
  // the flags follow a write within a moment (action hooks, batched for 20 ms)
  const eventually = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 5000, interval: 100 })

  beforeAll(async () => {
    hotelId = await createPublishedHotel({
      slug: `merkmaltest-${run}`,
      name,
      city: 'Merkmalhausen',
      price_from: 80,
      amenities: ['pets', 'kids_club'],
      board_types: ['full_board'],
    })
    roomTypeId = (
      await admin<{ id: number }>('POST', '/items/room_types', {
        hotel: hotelId,
        name: 'Doppelzimmer',
        max_adults: 2,
        max_children: 0,
        max_occupancy: 2,
        allotment: 1,
      })
    ).id
  })

  afterAll(async () => {
    if (hotelId) await admin('DELETE', `/items/hotels/${hotelId}`).catch(() => undefined)
  })

  it('find a new hotel by its amenities and boards, and follow a change of them', async () => {
    await eventually(() =>
      found({ amenities: 'pets,kids_club' }, { amenities: { _contains: 'kids_club' } }),
    ).toBe(true)
    expect(await found({ amenities: 'pets,pool' }, { amenities: { _contains: 'pool' } })).toBe(false)
    expect(
      await found({ boards: 'breakfast,full_board' }, { board_types: { _contains: 'full_board' } }),
    ).toBe(true)
    expect(await found({ boards: 'breakfast' }, { board_types: { _contains: 'breakfast' } })).toBe(false)
    expect(await withFreeCancellation()).toBe(false)

    await admin('PATCH', `/items/hotels/${hotelId}`, { amenities: ['pool'], board_types: ['breakfast'] })
    await eventually(() => found({ amenities: 'pool' }, { amenities: { _contains: 'pool' } })).toBe(true)
    expect(await found({ amenities: 'pets' }, { amenities: { _contains: 'pets' } })).toBe(false)
    expect(await found({ boards: 'breakfast' }, { board_types: { _contains: 'breakfast' } })).toBe(true)
    expect(await found({ boards: 'full_board' }, { board_types: { _contains: 'full_board' } })).toBe(false)
  })

  it('follow the rates: free cancellation from the first such rate until the last one is changed or gone', async () => {
    const rate = (freeCancellationDays: number | null) => ({
      room_type: roomTypeId,
      name: 'Flexibel',
      board: 'breakfast',
      price_per_night: 80,
      free_cancellation_days: freeCancellationDays,
      min_nights: 1,
      season_from: todayInGermany(),
      season_to: addDays(todayInGermany(), 100),
    })
    const strict = await admin<{ id: number }>('POST', '/items/rates', rate(null))
    const flexible = await admin<{ id: number }>('POST', '/items/rates', rate(3))
    await eventually(withFreeCancellation).toBe(true)
    // price_from is the lowest price per night of the rates, kept by the same hooks
    const priceFrom = async () =>
      Number(
        (await admin<{ price_from: string | number }>('GET', `/items/hotels/${hotelId}?fields=price_from`))
          .price_from,
      )
    await eventually(priceFrom).toBe(80)
    await admin('PATCH', `/items/rates/${flexible.id}`, {
      free_cancellation_days: null,
      price_per_night: 65.5,
    })
    await eventually(withFreeCancellation).toBe(false)
    await eventually(priceFrom).toBe(65.5)
    await admin('PATCH', `/items/rates/${strict.id}`, { free_cancellation_days: 14 })
    await eventually(withFreeCancellation).toBe(true)
    await admin('DELETE', `/items/rates/${strict.id}`)
    await eventually(withFreeCancellation).toBe(false)
    await admin('PATCH', `/items/rates/${flexible.id}`, { price_per_night: 90 })
    await eventually(priceFrom).toBe(90)

    // a room type with such a rate, then the room type deleted (its rates go with it)
    await admin('PATCH', `/items/rates/${flexible.id}`, { free_cancellation_days: 2 })
    await eventually(withFreeCancellation).toBe(true)
    await admin('DELETE', `/items/room_types/${roomTypeId}`)
    await eventually(withFreeCancellation).toBe(false)
  })
})

describe('a search by an amenity, board or cancellation that no hotel of its region has', () => {
  // The catalogue answers such a search from the flags of each region's hotels without reading the region's
  // hotels (search-indexes/region-flags.ts); those must follow a hotel that gains a flag or moves in.
  const regions: number[] = []
  const hotels: number[] = []
  const createRegion = async (slug: string) => {
    const region = await admin<{ id: number }>('POST', '/items/regions', {
      status: 'published',
      slug: `${slug}-${run}`,
      name: `Flaggenregion ${slug} ${run}`,
      country: 'Deutschland',
    })
    regions.push(region.id)
    return region.id
  }
  const createHotel = async (region: number, slug: string, fields: Record<string, unknown>) => {
    const id = await createPublishedHotel({
      slug: `${slug}-${run}`,
      name: `Flaggenhotel ${slug} ${run}`,
      city: 'Flaggenheim',
      price_from: 70,
      region,
      ...fields,
    })
    hotels.push(id)
    return id
  }
  const foundIn = async (region: number, query: Record<string, string>) => {
    const answer = await search({ regions: String(region), ...query })
    expect(answer.status).toBe(200)
    return (answer.data as SearchAnswer).hotels.map((hotel) => hotel.id)
  }
  const eventually = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 5000, interval: 100 })

  afterAll(async () => {
    for (const id of hotels) await admin('DELETE', `/items/hotels/${id}`).catch(() => undefined)
    for (const id of regions) await admin('DELETE', `/items/regions/${id}`).catch(() => undefined)
  })

  it('finds nothing, then the hotel once it has that amenity or board, or once a hotel that has it moves in', async () => {
    const lake = await createRegion('see')
    const mountains = await createRegion('berg')
    const inn = await createHotel(lake, 'gasthof', { amenities: ['pets'], board_types: ['breakfast'] })
    await eventually(() => foundIn(lake, { amenities: 'pets' })).toEqual([inn])
    expect(await foundIn(lake, { amenities: 'pool' })).toEqual([])
    expect(await foundIn(lake, { boards: 'half_board' })).toEqual([])
    expect(await foundIn(mountains, { amenities: 'pets' })).toEqual([])

    await admin('PATCH', `/items/hotels/${inn}`, { amenities: ['pets', 'pool'], board_types: ['half_board'] })
    await eventually(() => foundIn(lake, { amenities: 'pool' })).toEqual([inn])
    expect(await foundIn(lake, { boards: 'breakfast,half_board', amenities: 'pets,pool' })).toEqual([inn])

    const lodge = await createHotel(lake, 'huette', { amenities: ['sauna'] })
    await eventually(() => foundIn(lake, { amenities: 'sauna' })).toEqual([lodge])
    await admin('PATCH', `/items/hotels/${lodge}`, { region: mountains })
    await eventually(() => foundIn(mountains, { amenities: 'sauna' })).toEqual([lodge])
    expect(await foundIn(lake, { amenities: 'sauna' })).toEqual([])
    const both = await search({ regions: `${lake},${mountains}`, amenities: 'sauna', count: '1' })
    expect((both.data as SearchAnswer).total).toBe(1)
  })
})

describe('the price sorts with dates and the rooms of the hotels', () => {
  // Two hotels only this test finds: "A" with a double room, "B" (created later, a higher id) with a
  // junior suite for three adults and a child. Both price sorts list hotels with an offer first and the
  // others after them by id; a walk that missed a hotel taking the party would list B after A.
  const name = `Belegungstest ${run}`
  const hotels: number[] = []
  const eventually = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 5000, interval: 100 })
  const arrival = addDays(todayInGermany(), 20)

  const hotelWithRoom = (suffix: string, room: Record<string, unknown>, price: number) =>
    hotelWithRates(hotels, { name, suffix, city: 'Belegungshausen' }, room, [
      [todayInGermany(), addDays(todayInGermany(), 100), price],
    ])

  /** The hotels of the search for three adults and a child, each with whether it shows an offer. */
  async function listed(order: 'preis-aufsteigend' | 'preis-absteigend') {
    const answer = await search({
      text: name,
      order,
      arrival,
      departure: addDays(arrival, 3),
      adults: '3',
      children: '1',
      rooms: '1',
      today: todayInGermany(),
    })
    expect(answer.status).toBe(200)
    return (answer.data as SearchAnswer).hotels.map((hotel) => [hotel.id, Boolean(hotel.offer)])
  }

  afterAll(async () => {
    for (const id of hotels) await admin('DELETE', `/items/hotels/${id}`).catch(() => undefined)
  })

  it('list a hotel first once a room takes the party, and after the others once none does', async () => {
    const a = await hotelWithRoom(
      'a',
      { name: 'Doppelzimmer', max_adults: 2, max_children: 1, max_occupancy: 3 },
      50,
    )
    const b = await hotelWithRoom(
      'b',
      { name: 'Junior Suite', max_adults: 3, max_children: 1, max_occupancy: 4 },
      120,
    )
    for (const order of ['preis-aufsteigend', 'preis-absteigend'] as const)
      await eventually(() => listed(order)).toEqual([
        [b.id, true],
        [a.id, false],
      ])
    // the suite takes one adult fewer: neither hotel takes the party, both listed by id
    await admin('PATCH', `/items/room_types/${b.roomType}`, { max_adults: 2, max_occupancy: 3 })
    await eventually(() => listed('preis-absteigend')).toEqual([
      [a.id, false],
      [b.id, false],
    ])
    // a family room for A: it takes the party and is the cheaper one
    await admin('PATCH', `/items/room_types/${a.roomType}`, { max_adults: 3, max_occupancy: 4 })
    await eventually(() => listed('preis-aufsteigend')).toEqual([
      [a.id, true],
      [b.id, false],
    ])
    await admin('PATCH', `/items/room_types/${b.roomType}`, {
      max_adults: 4,
      max_children: 2,
      max_occupancy: 6,
    })
    await eventually(() => listed('preis-absteigend')).toEqual([
      [b.id, true],
      [a.id, true],
    ])
    // a room type deleted: its hotel has no room for the party any more
    await admin('DELETE', `/items/room_types/${a.roomType}`)
    await eventually(() => listed('preis-aufsteigend')).toEqual([
      [b.id, true],
      [a.id, false],
    ])
  })
})

describe('the price sorts with dates and the seasons of the rates', () => {
  // "A" costs 40 a night most of the year and 300 in the stay's season; "B" 100 all year. The year's
  // cheapest night puts A before B, the stay's season after it. A third hotel "C" has its only rate in
  // another season until an editor moves it onto the stay.
  const name = `Saisontest ${run}`
  const hotels: number[] = []
  const eventually = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 5000, interval: 100 })
  const today = todayInGermany()
  const arrival = addDays(today, 45)

  const doubleRoom = { name: 'Doppelzimmer', max_adults: 2, max_children: 0, max_occupancy: 2 }
  const hotelWithSeasons = (suffix: string, seasons: Array<[string, string, number]>) =>
    hotelWithRates(hotels, { name, suffix, city: 'Saisonhausen' }, doubleRoom, seasons)

  /** The hotels of the search for two adults, three nights, each with the total of its offer. */
  async function listed(order: 'preis-aufsteigend' | 'preis-absteigend') {
    const answer = await search({
      text: name,
      order,
      arrival,
      departure: addDays(arrival, 3),
      adults: '2',
      children: '0',
      rooms: '1',
      today,
    })
    expect(answer.status).toBe(200)
    return (answer.data as SearchAnswer).hotels.map((hotel) => [hotel.id, hotel.offer?.total ?? null])
  }

  afterAll(async () => {
    for (const id of hotels) await admin('DELETE', `/items/hotels/${id}`).catch(() => undefined)
  })

  it("order the hotels by the stay's season, and follow a rate moved into it", async () => {
    const a = await hotelWithSeasons('a', [
      [today, addDays(arrival, -1), 40],
      [arrival, addDays(arrival, 30), 300],
      [addDays(arrival, 31), addDays(today, 300), 40],
    ])
    const b = await hotelWithSeasons('b', [[today, addDays(today, 300), 100]])
    const c = await hotelWithSeasons('c', [[addDays(arrival, 120), addDays(arrival, 200), 60]])
    await eventually(() => listed('preis-aufsteigend')).toEqual([
      [b.id, 300],
      [a.id, 900],
      [c.id, null],
    ])
    await eventually(() => listed('preis-absteigend')).toEqual([
      [a.id, 900],
      [b.id, 300],
      [c.id, null],
    ])
    await admin('PATCH', `/items/rates/${c.rates[0]}`, {
      season_from: addDays(arrival, -10),
      season_to: addDays(arrival, 20),
    })
    await eventually(() => listed('preis-aufsteigend')).toEqual([
      [c.id, 180],
      [b.id, 300],
      [a.id, 900],
    ])
    await eventually(() => listed('preis-absteigend')).toEqual([
      [a.id, 900],
      [b.id, 300],
      [c.id, 180],
    ])
  })
})

describe('the site after a change in Directus', () => {
  const TTL_MS = 1000
  const name = `Frischetest ${run}`
  const arrival = addDays(todayInGermany(), 40)
  const departure = addDays(arrival, 2)
  const stayQuery = `anreise=${arrival}&abreise=${departure}&erwachsene=1`
  let site: Awaited<ReturnType<typeof startWebServer>>
  let hotelId: number
  let roomTypeId: number
  let rateId: number

  const page = async (path: string) => {
    const response = await fetch(`${site.site}${path}`, { headers: BROWSER_HEADERS })
    return { status: response.status, html: await response.text() }
  }
  const searchPage = () => page(`/hotel?ziel=${encodeURIComponent(name)}&${stayQuery}`)
  const detailPage = () => page(`/hotel/details/${hotelId}?${stayQuery}`)
  const afterTtl = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 300))

  beforeAll(async () => {
    site = await startWebServer({
      DIRECTUS_URL: directusUrl,
      DIRECTUS_STATIC_TOKEN: staticToken,
      SEARCH_RESULTS_TTL_MS: String(TTL_MS),
    })
    hotelId = await createPublishedHotel({
      slug: `frischetest-${run}`,
      name,
      city: 'Frischhausen',
      tourist_tax: 0,
      price_from: 100,
    })
    roomTypeId = (
      await admin<{ id: number }>('POST', '/items/room_types', {
        hotel: hotelId,
        name: 'Einzelzimmer',
        max_adults: 1,
        max_children: 0,
        max_occupancy: 1,
        allotment: 1,
      })
    ).id
    rateId = (
      await admin<{ id: number }>('POST', '/items/rates', {
        room_type: roomTypeId,
        name: 'Flexibel',
        board: 'room_only',
        price_per_night: 100,
        free_cancellation_days: 1,
        min_nights: 1,
        season_from: todayInGermany(),
        season_to: addDays(todayInGermany(), 200),
      })
    ).id
  })

  afterAll(async () => {
    await site?.stop()
    if (hotelId) await admin('DELETE', `/items/hotels/${hotelId}`).catch(() => undefined)
  })

  it('shows a new price on the next search and hotel page after the stated time', async () => {
    expect((await searchPage()).html).toContain(formatPrice(200))
    expect((await detailPage()).html).toContain(formatPrice(200))
    await admin('PATCH', `/items/rates/${rateId}`, { price_per_night: 120 })
    await afterTtl()
    const after = await searchPage()
    expect(after.html).toContain(formatPrice(240))
    expect(after.html).not.toContain(formatPrice(200))
    expect((await detailPage()).html).toContain(formatPrice(240))
  })

  it('shows a closed night as booked out on the next search, and bookable again once it opens', async () => {
    const soldOut = 'Für Ihren Reisezeitraum leider ausgebucht.'
    expect((await searchPage()).html).not.toContain(soldOut)
    const closed = await admin<{ id: number }>('POST', '/items/inventory', {
      room_type: roomTypeId,
      night: arrival,
      rooms_booked: 0,
      closed: true,
      slot: `${roomTypeId}:${arrival}`,
    })
    await afterTtl()
    expect((await searchPage()).html).toContain(soldOut)
    await admin('DELETE', `/items/inventory/${closed.id}`)
    await afterTtl()
    expect((await searchPage()).html).not.toContain(soldOut)
  })

  it('shows a night that is booked out on the next search, and the booking checks it anyway', async () => {
    expect((await searchPage()).html).not.toContain('Für Ihren Reisezeitraum leider ausgebucht.')
    await admin('POST', '/items/inventory', {
      room_type: roomTypeId,
      night: addDays(arrival, 1),
      rooms_booked: 1,
      closed: false,
      slot: `${roomTypeId}:${addDays(arrival, 1)}`,
    })
    // before the result cache has expired, the booking itself already refuses the room
    const quote = await call(staticToken, 'POST', '/booking/quote', {
      hotel: hotelId,
      room_type: roomTypeId,
      rate: rateId,
      arrival,
      departure,
      rooms: 1,
      adults: 1,
      children_ages: [],
    })
    expect(quote.data).toMatchObject({ rooms_left: 0 })
    await afterTtl()
    expect((await searchPage()).html).toContain('Für Ihren Reisezeitraum leider ausgebucht.')
  })

  it("shows each search its own stay's links and a changed hotel text after the stated time", async () => {
    // the hotel's text on a result card is rendered once per text and reused (app/lib/fragments.ts)
    const about = async (query: string) => {
      const { html } = await page(`/hotel?ziel=${encodeURIComponent(name)}&${query}`)
      const card = /<div class="result-card-about">(.*?)<\/div>/.exec(html)?.[1]
      if (!card) throw new Error(`no result card for ${query}`)
      return card.replaceAll('&amp;', '&')
    }
    const otherStay = `anreise=${addDays(arrival, 3)}&abreise=${addDays(arrival, 4)}&erwachsene=1`
    const first = await about(stayQuery)
    const second = await about(otherStay)
    expect(first).toContain(`href="/hotel/details/${hotelId}?${stayQuery}"`)
    expect(second).toContain(`href="/hotel/details/${hotelId}?${otherStay}"`)
    expect(second.replace(otherStay, stayQuery)).toBe(first)
    expect(first).toContain('Frischhausen')

    await admin('PATCH', `/items/hotels/${hotelId}`, { teaser: 'Neu: "Seeblick" & <Sauna>', stars: 4 })
    await afterTtl()
    const changed = await about(otherStay)
    expect(changed).toContain('Neu: &quot;Seeblick&quot; & &lt;Sauna&gt;')
    expect(changed).toContain('aria-label="4 Sterne"')
    expect(changed).toContain(`href="/hotel/details/${hotelId}?${otherStay}"`)

    // the filter column, kept per filter values in the same way, shows each search's own
    const starsChecked = /<input id="filter-sterne-4"[^>]* checked=""/
    const search = (query: string) => page(`/hotel?ziel=${encodeURIComponent(name)}&${query}`)
    expect((await search(stayQuery)).html).not.toMatch(starsChecked)
    expect((await search(`${stayQuery}&sterne=4`)).html).toMatch(starsChecked)
    expect((await search(otherStay)).html).not.toMatch(starsChecked)
  })

  it('drops a hotel taken off line from the next search and answers its page with 404', async () => {
    expect((await searchPage()).html).toContain('1 Hotel gefunden')
    await admin('PATCH', `/items/hotels/${hotelId}`, { status: 'draft' })
    await afterTtl()
    expect((await searchPage()).html).toContain('0 Hotels gefunden')
    expect((await detailPage()).status).toBe(404)
  })
})

describe("a hotel page's price calendar", () => {
  const today = todayInGermany()
  let site: Awaited<ReturnType<typeof startWebServer>>
  let hotelId: number
  /** the first night of the hotel that is closed in every room type */
  const closedNight = addDays(today, 12)

  interface CalendarAnswer {
    offers: Offer[] | null
    calendar: Array<{ arrival: string; departure: string; total: number | null; unavailable: string | null }>
  }

  const calendarOf = async (id: number, party: Record<string, string>) => {
    const answer = await call(
      staticToken,
      'GET',
      `/catalogue/hotels/${id}?${new URLSearchParams({ ...party, today })}`,
    )
    expect(answer.status).toBe(200)
    return (answer.data as CalendarAnswer).calendar
  }

  /** The lowest total of the offers of the hotel's page for one stay (null: none available). */
  const cheapestOffer = async (
    id: number,
    arrival: string,
    departure: string,
    party: Record<string, string>,
  ) => {
    const { adults = '2', rooms = '1', children = '0' } = party
    const query = new URLSearchParams({ arrival, departure, adults, rooms, children, today })
    const answer = await call(staticToken, 'GET', `/catalogue/hotels/${id}?${query}`)
    const offers = (answer.data as CalendarAnswer).offers ?? []
    return offers.find((offer) => offer.available)?.total ?? null
  }

  beforeAll(async () => {
    site = await startWebServer({ DIRECTUS_URL: directusUrl, DIRECTUS_STATIC_TOKEN: staticToken })
    hotelId = await createPublishedHotel({
      slug: `kalendertest-${run}`,
      name: `Kalendertest ${run}`,
      city: 'Kalenderstadt',
      tourist_tax: 2.5,
      price_from: 80,
    })
    for (const [name, price] of [
      ['Doppelzimmer', 80],
      ['Suite', 150],
    ] as const) {
      const roomType = await admin<{ id: number }>('POST', '/items/room_types', {
        hotel: hotelId,
        name,
        max_adults: 2,
        max_children: 1,
        max_occupancy: 3,
        allotment: 2,
      })
      // a dearer season from day 20 on, so that some stays span two seasons
      for (const [from, to, perNight] of [
        [0, 19, price],
        [20, 200, price + 30],
      ] as const)
        await admin('POST', '/items/rates', {
          room_type: roomType.id,
          name: 'Flexibel',
          board: 'breakfast',
          price_per_night: perNight,
          free_cancellation_days: 3,
          min_nights: 1,
          season_from: addDays(today, from),
          season_to: addDays(today, to),
        })
      await admin('POST', '/items/inventory', {
        room_type: roomType.id,
        night: closedNight,
        rooms_booked: 0,
        closed: true,
        slot: `${roomType.id}:${closedNight}`,
      })
    }
  })

  afterAll(async () => {
    await site?.stop()
    if (hotelId) await admin('DELETE', `/items/hotels/${hotelId}`).catch(() => undefined)
  })

  it("prices each arrival day as the hotel's page prices that stay, and marks sold-out days", async () => {
    const party = { calendar_nights: '3', adults: '2', children: '1', rooms: '1' }
    const calendar = await calendarOf(hotelId, party)
    expect(calendar).toHaveLength(60)
    expect(calendar[0]?.arrival).toBe(today)
    for (const offset of [0, 5, 18, 19, 30, 59]) {
      const day = calendar[offset]!
      expect(day.departure).toBe(addDays(day.arrival, 3))
      expect(day.total, day.arrival).toBe(await cheapestOffer(hotelId, day.arrival, day.departure, party))
    }
    // (80 × 3 nights) + tourist tax 2.50 × 3 people × 3 nights
    expect(calendar[0]?.total).toBe(262.5)
    // every stay with the closed night in it is sold out
    for (const offset of [10, 11, 12])
      expect(calendar[offset]).toMatchObject({ total: null, unavailable: 'sold_out' })
    expect(calendar[13]?.total).not.toBeNull()
    expect(calendar[9]?.total).not.toBeNull()
  })

  it('prices the seeded hotels as their pages do', async () => {
    const { data } = await search({})
    const ids = (data as SearchAnswer).hotels.slice(0, 3).map((hotel) => hotel.id)
    const party = { calendar_nights: '2', adults: '2', rooms: '1' }
    for (const id of ids) {
      const calendar = await calendarOf(id, party)
      for (const offset of [1, 14, 40]) {
        const day = calendar[offset]!
        expect(day.total, `${id} ${day.arrival}`).toBe(
          await cheapestOffer(id, day.arrival, day.departure, party),
        )
      }
    }
  })

  it('shows the calendar on the page: each day a link that sets the dates, sold-out days marked', async () => {
    const response = await fetch(`${site.site}/hotel/details/${hotelId}`, { headers: BROWSER_HEADERS })
    const html = await response.text()
    expect(html).toContain('Preiskalender')
    // without dates: 2 nights for 2 adults
    const arrival = addDays(today, 2)
    expect(html).toContain(
      `href="/hotel/details/${hotelId}?anreise=${arrival}&amp;abreise=${addDays(arrival, 2)}#zimmer-preise"`,
    )
    expect(html).toContain(formatPrice(170, { whole: true }))
    expect(html).toContain('ausgebucht')
    // with a stay and a party the calendar follows them
    const withStay = await fetch(
      `${site.site}/hotel/details/${hotelId}?anreise=${arrival}&abreise=${addDays(arrival, 1)}&erwachsene=1`,
      { headers: BROWSER_HEADERS },
    )
    expect(await withStay.text()).toContain(
      `href="/hotel/details/${hotelId}?anreise=${addDays(today, 3)}&amp;abreise=${addDays(today, 4)}&amp;erwachsene=1#zimmer-preise"`,
    )
  })
})
