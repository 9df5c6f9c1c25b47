import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROLE_IDS } from '../../directus/scripts/setup'
import { isoInDays } from '../support/dates'
import { BROWSER_HEADERS, cookiesFrom, postForm, startWebServer } from '../support/web-server'

// Every page kind works (no 500) for every kind of Directus user that
// can sign in on the site: customers, editors (Redaktion) and administrators, with names and without.
const directusUrl = process.env.DIRECTUS_URL!
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!

async function directus<T>(path: string, init: RequestInit = {}, token = process.env.DIRECTUS_ADMIN_TOKEN) {
  const response = await fetch(`${directusUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? (null as T) : ((await response.json()) as { data: T }).data
}

const firstHref = (html: string, pattern: RegExp) => pattern.exec(html)?.[0].replaceAll('&amp;', '&')

describe('every kind of account', () => {
  const password = `Konto-${randomUUID().slice(0, 8)}!`
  const users: string[] = []
  const kinds: Record<string, { email: string; role: string; first_name?: string; last_name?: string }> = {}
  const pages: string[] = []
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    const [admin] = await directus<{ id: string }[]>(
      '/roles?filter[name][_eq]=Administrator&fields=id&limit=1',
    )
    const tag = randomUUID().slice(0, 8)
    Object.assign(kinds, {
      'customer with names': { role: ROLE_IDS.customer, first_name: 'Erika', last_name: 'Muster' },
      'customer, e-mail only': { role: ROLE_IDS.customer },
      'customer, first name only': { role: ROLE_IDS.customer, first_name: 'Kim' },
      'editor (Redaktion), e-mail only': { role: ROLE_IDS.editor },
      'editor with names': { role: ROLE_IDS.editor, first_name: 'Rita', last_name: 'Redakteurin' },
      'administrator, e-mail only': { role: admin!.id },
      'administrator with names': { role: admin!.id, first_name: 'Ada', last_name: 'Admin' },
    })
    for (const [i, kind] of Object.values(kinds).entries()) {
      kind.email = `konto-${i}-${tag}@example.com`
      const user = await directus<{ id: string }>('/users', {
        method: 'POST',
        body: JSON.stringify({ ...kind, password, status: 'active' }),
      })
      users.push(user.id)
    }
    web = await startWebServer({
      DIRECTUS_URL: directusUrl,
      DIRECTUS_STATIC_TOKEN: staticToken,
      AUTH_RATE_LIMIT: '1000',
      SEARCH_RATE_LIMIT: '1000',
    })

    // One page of each kind, found as a visitor finds them.
    const [theme] = await directus<{ path: string }[]>(
      '/items/hotel_themes?fields=path&limit=1',
      {},
      staticToken,
    )
    const [variant] = await directus<{ slug: string }[]>(
      '/items/round_trip_variants?fields=slug&limit=1',
      {},
      staticToken,
    )
    const [departure] = await directus<{ id: number }[]>(
      '/items/departures?fields=id&limit=1',
      {},
      staticToken,
    )
    const [landing] = await directus<{ path: string }[]>('/items/pages?fields=path&limit=1', {}, staticToken)
    // Three nights, the seed's longest minimum stay (the coast's high season), whatever the day of the run.
    const search = `/hotel?ziel=Ostsee&anreise=${isoInDays(90)}&abreise=${isoInDays(93)}`
    const results = await (await fetch(`${web.site}${search}`, { headers: BROWSER_HEADERS })).text()
    // The first hotel page with an offer: a hotel sold out on some night of the stay is listed without one.
    const details = new Set(
      Array.from(results.matchAll(/\/hotel\/details\/\d+\?[^"]*/g), ([href]) =>
        href.replaceAll('&amp;', '&'),
      ),
    )
    let detail: string | undefined
    let entry: string | undefined
    for (detail of details) {
      const offers = await (await fetch(`${web.site}${detail}`, { headers: BROWSER_HEADERS })).text()
      entry = firstHref(offers, /\/hotel\/buchen\/\d+\?[^"]*/)
      if (entry) break
    }
    expect(entry, `a hotel of ${search} with an offer`).toBeDefined()
    const booking = (
      await fetch(`${web.site}${entry}`, { headers: BROWSER_HEADERS, redirect: 'manual' })
    ).headers.get('location')!
    const [article] = await directus<{ slug: string; region: { slug: string } }[]>(
      '/items/articles?fields=slug,region.slug&filter[region][_nnull]=true&limit=1',
      {},
      staticToken,
    )
    pages.push(
      '/',
      search,
      detail!,
      `/hotel/thema/${theme!.path}`,
      entry!,
      booking,
      '/hotel/buchen/status/RP-0000-0000',
      '/hotel/account',
      '/hotel/account/buchungen',
      `/hotel/account/buchungen/${randomUUID()}`,
      '/hotel/account/gespeicherte-reisen',
      '/hotel/account/willkommen',
      '/hotel/account/anmelden',
      '/hotel/account/registrieren',
      '/reisetipps',
      `/reisetipps/${article!.region.slug}`,
      `/reisetipps/${article!.region.slug}/${article!.slug}`,
      `/rundreisen/reise/${variant!.slug}`,
      `/rundreisen/reise2/${variant!.slug}`,
      `/rundreisen/anfrage/${departure!.id}`,
      `/${landing!.path.replace(/^\//, '')}`,
      '/api/trpc/translation.getTranslations',
    )
  }, 90_000)

  afterAll(async () => {
    await web?.stop()
    if (users.length) await directus('/users', { method: 'DELETE', body: JSON.stringify(users) })
  })

  it('signs in each kind and gets every page without a server error', async () => {
    const failures: string[] = []
    for (const [name, kind] of Object.entries(kinds)) {
      const login = await postForm(web.site, '/hotel/account/anmelden', { email: kind.email, password })
      expect(login.status, `${name}: login`).toBe(302)
      const cookie = cookiesFrom(login)
      for (const path of pages) {
        const response = await fetch(`${web.site}${path}`, {
          headers: { ...BROWSER_HEADERS, cookie },
          redirect: 'manual',
        })
        const html = await response.text()
        // The error screen's heading (spec §2), also where a page answered with some other status.
        if (response.status >= 500 || /<h1[^>]*>Ein Fehler ist aufgetreten</.test(html)) {
          failures.push(`${name}: ${path} → ${response.status}`)
        }
      }
      const account = await fetch(`${web.site}/hotel/account`, { headers: { ...BROWSER_HEADERS, cookie } })
      expect(account.status, `${name}: account page`).toBe(200)
      expect(await account.text(), name).toContain(kind.email)
    }
    expect(failures).toEqual([])
  }, 240_000)
})
