import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  adminData,
  createCategoryWithArticle,
  createCustomer,
  createEditor,
  createHotel,
  createItem,
  directusCall,
  readItems,
  type Customer,
} from '../support/directus-admin'
import { directusTokens, studioSession } from '../support/session'
import { BROWSER_HEADERS, startWebServer, waitFor } from '../support/web-server'

// Content versions (docs/decisions/content-versions.md), used as the Data Studio uses them, through
// Directus's API with an editor's own sign-in: a change saved in a version leaves the live site as it is,
// the editor's preview of that version (`?preview&version=<key>`) shows it, and promoting the version
// publishes it.

const tag = randomUUID().slice(0, 8)
// The site shares what every visitor sees for 30 s (landing and hotel pages) to 60 s (travel tips); with
// room for a busy machine.
const CACHE_MS = 60_000 + 20_000

let web: Awaited<ReturnType<typeof startWebServer>>
let editor: Customer
let customer: Customer
let editorToken: string
let customerToken: string
let studio: string
const cleanup: Array<() => Promise<unknown>> = []

const get = async (path: string, cookie?: string) => {
  const response = await fetch(`${web.site}${path}`, {
    redirect: 'manual',
    headers: { ...BROWSER_HEADERS, accept: 'text/html', ...(cookie ? { cookie } : {}) },
  })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

beforeAll(async () => {
  web = await startWebServer({
    DIRECTUS_URL: process.env.DIRECTUS_URL,
    DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
  })
  cleanup.push(web.stop)
  editor = await createEditor()
  customer = await createCustomer()
  cleanup.push(editor.remove, customer.remove)
  editorToken = (await directusTokens(editor.email, editor.password)).accessToken
  customerToken = (await directusTokens(customer.email, customer.password)).accessToken
  studio = await studioSession(editor.email, editor.password)
}, 120_000)

afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo().catch(() => undefined)
})

/** „Version erstellen“ and „Version speichern“ in the Studio: a version of the item with `changes` saved to it. */
async function editInVersion(
  collection: string,
  item: number,
  key: string,
  changes: Record<string, unknown>,
) {
  const created = await directusCall<{ id: string }>(editorToken, 'POST', '/versions', {
    key,
    name: 'Herbstfassung',
    collection,
    item: String(item),
  })
  expect(created.status, JSON.stringify(created.error)).toBe(200)
  cleanup.push(() => adminData('DELETE', `/versions/${created.data.id}`))
  const saved = await directusCall(editorToken, 'POST', `/versions/${created.data.id}/save`, changes)
  expect(saved.status, JSON.stringify(saved.error)).toBe(200)
  return created.data.id
}

/** „Version überführen“ in the Studio: the version's changes become the item's. */
async function promote(version: string) {
  const compared = await directusCall<{ mainHash: string }>(
    editorToken,
    'GET',
    `/versions/${version}/compare`,
  )
  expect(compared.status).toBe(200)
  const promoted = await directusCall(editorToken, 'POST', `/versions/${version}/promote`, {
    mainHash: compared.data.mainHash,
  })
  expect(promoted.status, JSON.stringify(promoted.error)).toBe(200)
}

interface Case {
  collection: string
  /** the live item: its id, its page on the site, and the text it shows */
  create(): Promise<{ id: number; path: string }>
  live: string
  changes: Record<string, unknown>
  changed: string
}

const cases: Record<string, Case> = {
  'a landing page': {
    collection: 'pages',
    async create() {
      const path = `fassung-${tag}`
      const page = await createItem('pages', {
        status: 'published',
        path,
        title: `Sommer an der Ostsee ${tag}`,
      })
      cleanup.push(page.remove)
      return { id: page.id, path: `/${path}` }
    },
    live: `Sommer an der Ostsee ${tag}`,
    changes: { title: `Herbst an der Ostsee ${tag}` },
    changed: `Herbst an der Ostsee ${tag}`,
  },
  'a hotel’s text': {
    collection: 'hotels',
    async create() {
      const hotel = await createHotel(`Hotel Seeblick ${tag}`)
      cleanup.push(hotel.remove)
      return { id: hotel.id, path: `/hotel/details/${hotel.id}` }
    },
    live: `Hotel Seeblick ${tag}`,
    changes: { name: `Hotel Meerblick ${tag}`, teaser: 'Direkt an der Promenade, mit Blick auf die Ostsee.' },
    changed: `Hotel Meerblick ${tag}`,
  },
  'a travel tip': {
    collection: 'articles',
    async create() {
      const tip = await createCategoryWithArticle({
        title: `Wandern im Sommer ${tag}`,
        teaser: 'Drei Touren für lange Tage.',
        body: '<p>Start am Parkplatz, Einkehr auf der Alm.</p>',
      })
      cleanup.push(tip.remove)
      const [article] = await readItems<{ id: number }>('articles', {
        'filter[slug][_eq]': tip.slug,
        fields: 'id',
      })
      return { id: article!.id, path: `/reisetipps/${tip.categorySlug}/${tip.slug}` }
    },
    live: `Wandern im Sommer ${tag}`,
    changes: { title: `Wandern im Herbst ${tag}` },
    changed: `Wandern im Herbst ${tag}`,
  },
}

describe('a change saved in a content version', () => {
  for (const [name, { collection, create, live, changes, changed }] of Object.entries(cases)) {
    it.concurrent(
      `${name}: is not live, shows in the version’s preview, and is live once promoted`,
      async () => {
        const item = await create()
        const key = `herbst-${randomUUID().slice(0, 8)}`
        const version = await editInVersion(collection, item.id, key, changes)

        const preview = await get(`${item.path}?preview&version=${key}`, studio)
        expect(preview.status).toBe(200)
        expect(preview.headers.get('cache-control')).toBe('private, no-store')
        expect(preview.html).toContain(changed)
        expect(preview.html).not.toContain(live)
        // The editor's preview of the item itself, and everyone's page, are what is live.
        expect((await get(`${item.path}?preview`, studio)).html).toContain(live)
        const before = await get(item.path)
        expect(before.status).toBe(200)
        expect(before.html).toContain(live)
        expect(before.html).not.toContain(changed)
        // The version's name in the URL alone is nothing: no preview, no version.
        expect((await get(`${item.path}?version=${key}`, studio)).html).not.toContain(changed)
        const anonymous = await get(`${item.path}?preview&version=${key}`)
        expect(anonymous.status).toBe(401)
        expect(anonymous.html).not.toContain(changed)

        await promote(version)
        await waitFor(
          async () => ((await get(item.path)).html.includes(changed) ? true : undefined),
          CACHE_MS,
        )
        expect((await get(item.path)).html).not.toContain(live)
      },
    )
  }
})

describe('a round trip’s version', () => {
  it('shows in the preview of its variant’s page and nowhere else', async () => {
    const [trip] = await readItems<{ id: number; title: string; variants: Array<{ slug: string }> }>(
      'round_trips',
      { 'filter[status][_eq]': 'published', fields: 'id,title,variants.slug', limit: '1' },
    )
    const key = `herbst-${tag}`
    const teaser = `Im Herbst mit Polarlichtern ${tag}`
    await editInVersion('round_trips', trip!.id, key, { teaser })

    // The Studio's preview URL of a round trip leads to its first variant's page, the version kept.
    const fromStudio = await get(`/vorschau/round_trips/${trip!.id}?preview&version=${key}`, studio)
    expect(fromStudio.status).toBe(302)
    const page = fromStudio.headers.get('location')!
    expect(page).toMatch(new RegExp(`^/rundreisen/reise/[\\w-]+\\?preview&version=${key}$`))
    expect((await get(page, studio)).html).toContain(teaser)
    expect((await get(page.replace(/\?.*$/, ''))).html).not.toContain(teaser)
  })
})

describe('who reads versions', () => {
  let page: number
  const key = `lesen-${tag}`

  beforeAll(async () => {
    const created = await createItem('pages', { status: 'published', path: `lesen-${tag}`, title: 'Lesen' })
    cleanup.push(created.remove)
    page = created.id
    await editInVersion('pages', page, key, { title: 'Nur für die Redaktion' })
  })

  it('editors only: not customers, not the site’s server user, not the public', async () => {
    const asEditor = await directusCall<Array<{ key: string }>>(
      editorToken,
      'GET',
      `/versions?filter[item][_eq]=${page}&fields=key`,
    )
    expect(asEditor.data.map((version) => version.key)).toEqual([key])
    expect(
      (await directusCall<{ title: string }>(editorToken, 'GET', `/items/pages/${page}?version=${key}`)).data
        .title,
    ).toBe('Nur für die Redaktion')

    for (const [who, token] of [
      ['customer', customerToken],
      ['server user', process.env.DIRECTUS_STATIC_TOKEN!],
      ['public', null],
    ] as const) {
      expect((await directusCall(token, 'GET', '/versions')).status, who).toBe(403)
      expect((await directusCall(token, 'GET', `/items/pages/${page}?version=${key}`)).status, who).toBe(403)
    }
  })

  it('editors read the versioned item’s history, which the Studio compares a version with', async () => {
    const revisions = (token: string | null) =>
      directusCall<Array<{ collection: string }>>(
        token,
        'GET',
        `/revisions?filter[collection][_eq]=pages&filter[item][_eq]=${page}&fields=collection,activity.action&limit=1`,
      )
    const answer = await revisions(editorToken)
    expect(answer.status, JSON.stringify(answer.error)).toBe(200)
    expect(answer.data).toEqual([expect.objectContaining({ collection: 'pages' })])
    // Not the history of collections without versions (the regions the seed wrote have one).
    const regions = (token: string) =>
      directusCall<unknown[]>(token, 'GET', '/revisions?filter[collection][_eq]=regions&fields=id&limit=1')
    expect((await regions(process.env.DIRECTUS_ADMIN_TOKEN!)).data).toHaveLength(1)
    expect((await regions(editorToken)).data ?? []).toEqual([])
    expect((await revisions(customerToken)).data ?? []).toEqual([])
  })

  it('a customer cannot make a version', async () => {
    const answer = await directusCall(customerToken, 'POST', '/versions', {
      key: `kunde-${tag}`,
      collection: 'pages',
      item: String(page),
    })
    expect(answer.status).toBe(403)
  })
})
