import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, todayInGermany } from '../../core/hotel-search'
import { readItems } from '../support/directus-admin'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// What a stranger reaches from outside, against a real web server and Directus: the procedures /api/trpc
// serves, Directus's filter syntax typed into the site, and search addresses far longer than the form's.
let web: Awaited<ReturnType<typeof startWebServer>>
let themePath: string
let hotelId: number

beforeAll(async () => {
  web = await startWebServer({
    DIRECTUS_URL: process.env.DIRECTUS_URL,
    DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
  })
  const [theme] = await readItems<{ path: string }>('hotel_themes', {
    fields: 'path',
    'filter[status][_eq]': 'published',
    limit: '1',
  })
  const [hotel] = await readItems<{ id: number }>('hotels', {
    fields: 'id',
    'filter[status][_eq]': 'published',
    limit: '1',
  })
  themePath = theme!.path
  hotelId = hotel!.id
}, 60_000)

afterAll(() => web?.stop())

const get = (path: string) => fetch(`${web.site}${path}`, { headers: BROWSER_HEADERS, redirect: 'manual' })
const trpc = (path: string, input: unknown) =>
  get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
const repeated = (pair: string, times: number) => Array(times).fill(pair).join('&')

describe('/api/trpc', () => {
  it('answers a procedure that only pages call in-process with a German 404, and runs the served ones', async () => {
    const hidden = await trpc('booking.lookup', { number: 'RP-2026-000001', email: 'a@example.com' })
    expect(hidden.status).toBe(404)
    expect(((await hidden.json()) as { error: { message: string } }).error.message).toBe(
      'Der Inhalt wurde nicht gefunden.',
    )
    const batch = await get(
      `/api/trpc/hotel.destinations,booking.folders?batch=1&input=${encodeURIComponent('{"0":{"q":"Ostsee"}}')}`,
    )
    const [served, refused] = (await batch.json()) as Array<{
      result?: unknown
      error?: { data: { code: string } }
    }>
    expect(served?.result).toBeDefined()
    expect(refused?.error?.data.code).toBe('NOT_FOUND')
  })
})

describe("Directus's filter syntax typed into the site", () => {
  // Directus read these as its dynamic variables: 500 for $NOW, 400 for $CURRENT_USER.email.
  it.each([
    '$NOW',
    '$NOW(-1 year)',
    '$CURRENT_POLICIES',
    '$CURRENT_USER.email',
    '$CURRENT_ROLES',
    'null',
    '%%',
  ])('suggests no destination for %s', async (q) => {
    const answer = await trpc('hotel.destinations', { q })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ result: { data: [] } })
  })

  it.each(['$NOW', '$CURRENT_USER.email', 'null', '_eq'])('finds no landing page /%s', async (path) => {
    expect((await get(`/${encodeURIComponent(path)}`)).status).toBe(404)
  })

  it('searches for the text $NOW like any other name: no hotel is called that', async () => {
    const answer = await get(`/hotel?ziel=${encodeURIComponent('$NOW(-1 year)')}`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Hotels für „$NOW(-1 year)“')
  })
})

describe('search addresses longer than the form', () => {
  const stay = `anreise=${addDays(todayInGermany(), 30)}&abreise=${addDays(todayInGermany(), 33)}`

  it('refuses 2,200 children with a small German 400 that no cache keeps, on every page with the search form', async () => {
    for (const path of ['/hotel', `/hotel/thema/${themePath}`, `/hotel/details/${hotelId}`]) {
      const url = `${path}?${stay}&${repeated('kind=3', 2_200)}`
      expect(url.length).toBeGreaterThan(15_000)
      const answer = await get(url)
      const body = await answer.text()
      expect(answer.status, path).toBe(400)
      expect(body).toContain('Bitte suchen Sie für höchstens 8 Kinder.')
      expect(body.length, path).toBeLessThan(100_000)
      console.log(
        `${path} with 2,200 children (${url.length} characters): ${answer.status}, ${body.length} characters`,
      )
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('redirects repeated, unknown and empty values to the canonical search', async () => {
    const answer = await get(
      `/hotel?${[repeated('verpflegung=half_board', 600), repeated('region=nirgendwo', 20), repeated('kind=', 4), 'region=ostsee'].join('&')}`,
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/hotel?verpflegung=half_board&region=ostsee')
    const canonical = await get(answer.headers.get('location')!)
    expect(canonical.status).toBe(200)
  })

  it('shows a search for as many children as the form allows', async () => {
    const answer = await get(`/hotel?${stay}&${repeated('kind=3', 8)}`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).not.toContain('höchstens 8 Kinder')
  })
})
