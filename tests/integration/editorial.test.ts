import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  adminData,
  createEditor,
  createItem,
  directusCall,
  readItems,
  type Customer,
  type TestItem,
} from '../support/directus-admin'
import { BROWSER_HEADERS, startWebServer, waitFor } from '../support/web-server'

// What editors save is checked when they save it, and what they schedule happens on time (the editorial
// hook of the Directus extension): an editor's save through Directus's API is what the Data Studio sends.
let web: Awaited<ReturnType<typeof startWebServer>>

beforeAll(async () => {
  web = await startWebServer({
    DIRECTUS_URL: process.env.DIRECTUS_URL,
    DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
  })
}, 30_000)

afterAll(async () => {
  await web?.stop()
})
// The hook's tick (10 s) and the landing pages' cache (30 s), with room for a busy machine.
const SCHEDULE_MS = 20_000
const PAGE_CACHE_MS = 30_000 + SCHEDULE_MS

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()
const tag = () => randomUUID().slice(0, 8)
const pageStatus = async (path: string) =>
  (await fetch(`${web.site}/${path}`, { headers: BROWSER_HEADERS, redirect: 'manual' })).status

describe('an editor’s saves', () => {
  let editor: Customer
  let token: string
  const items: TestItem[] = []

  beforeAll(async () => {
    editor = await createEditor()
    const login = await directusCall<{ access_token: string }>(null, 'POST', '/auth/login', {
      email: editor.email,
      password: editor.password,
    })
    token = login.data.access_token
  })

  afterAll(async () => {
    for (const item of items) await item.remove()
    await editor?.remove()
  })

  it('refuses a landing-page path the site cannot show, with the reason in German', async () => {
    for (const [path, reason] of [
      ['/sommerurlaub', 'ist nicht gültig'],
      ['Sommer Urlaub', 'ist nicht gültig'],
      ['hotel/sommer', 'Unter „/hotel“ antwortet die Website selbst'],
      ['reisetipps', 'Unter „/reisetipps“ antwortet die Website selbst'],
    ] as const) {
      const answer = await directusCall(token, 'POST', '/items/pages', {
        status: 'draft',
        path,
        title: 'Test',
      })
      expect(answer.status, path).toBe(400)
      expect(answer.error?.message, path).toContain(reason)
    }
    const page = await createItem('pages', { status: 'published', path: `redaktion-${tag()}`, title: 'Test' })
    items.push(page)
    const renamed = await directusCall(token, 'PATCH', `/items/pages/${page.id}`, {
      path: 'wartungsarbeiten',
    })
    expect(renamed.status).toBe(400)
    const [stored] = await readItems<{ path: string }>('pages', {
      'filter[id][_eq]': String(page.id),
      fields: 'path',
    })
    expect(stored?.path).toMatch(/^redaktion-/)
    expect(await pageStatus(stored!.path)).toBe(200)
  })

  it('refuses widget settings that are not an object of the known settings', async () => {
    const before = await adminData<{ bug_report_options: unknown }>(
      'GET',
      '/items/site_settings?fields=bug_report_options',
    )
    for (const [options, reason] of [
      ['{"silent": true}', 'müssen ein JSON-Objekt sein'],
      [{ silent: 'ja' }, 'muss true oder false sein'],
      [{ silnt: true }, 'kennt das Fehlermelde-Widget nicht'],
    ] as const) {
      const answer = await directusCall(token, 'PATCH', '/items/site_settings', {
        bug_report_options: options,
      })
      expect(answer.status, JSON.stringify(options)).toBe(400)
      expect(answer.error?.message).toContain(reason)
    }
    const after = await adminData<{ bug_report_options: unknown }>(
      'GET',
      '/items/site_settings?fields=bug_report_options',
    )
    expect(after.bug_report_options).toEqual(before.bug_report_options)
  })

  it('refuses a withdrawal time before the publication time, also when one of them was saved earlier', async () => {
    const answer = await directusCall(token, 'POST', '/items/articles', {
      status: 'draft',
      slug: `zeitplan-${tag()}`,
      title: 'Zeitplan',
      publish_on: minutes(60),
      unpublish_on: minutes(30),
    })
    expect(answer.status).toBe(400)
    expect(answer.error?.message).toBe('„Zurückziehen am“ muss nach „Veröffentlichen am“ liegen.')
    const page = await createItem('pages', {
      status: 'draft',
      path: `zeitplan-${tag()}`,
      title: 'Z',
      publish_on: minutes(60),
    })
    items.push(page)
    const later = await directusCall(token, 'PATCH', `/items/pages/${page.id}`, { unpublish_on: minutes(10) })
    expect(later.status).toBe(400)
    expect(
      (await directusCall(token, 'PATCH', `/items/pages/${page.id}`, { unpublish_on: minutes(120) })).status,
    ).toBe(200)
  })
})

describe('scheduled publishing', () => {
  const items: TestItem[] = []
  afterAll(async () => {
    for (const item of items) await item.remove()
  })

  const statusOf = async (id: number) =>
    (
      await readItems<{ status: string; publish_on: string | null }>('pages', {
        'filter[id][_eq]': String(id),
        fields: 'status,publish_on',
      })
    )[0]

  it('publishes a page whose time has come, and not one whose time is ahead', async () => {
    const ahead = `geplant-${tag()}`
    const due = `geplant-${tag()}`
    const later = await createItem('pages', {
      status: 'draft',
      path: ahead,
      title: 'Später',
      publish_on: minutes(60),
    })
    items.push(later)
    const now = await createItem('pages', {
      status: 'draft',
      path: due,
      title: 'Jetzt',
      publish_on: minutes(-1),
    })
    items.push(now)

    await waitFor(
      async () => ((await statusOf(now.id))?.status === 'published' ? true : undefined),
      SCHEDULE_MS,
    )
    // The time it applied is cleared; the page is on the site.
    expect((await statusOf(now.id))?.publish_on).toBeNull()
    await waitFor(async () => ((await pageStatus(due)) === 200 ? true : undefined), PAGE_CACHE_MS)

    // The same tick saw the other page and left it alone.
    expect(await statusOf(later.id)).toMatchObject({ status: 'draft', publish_on: expect.any(String) })
    expect(await pageStatus(ahead)).toBe(404)
  })

  it('withdraws a live page when its time has come, within the cache time', async () => {
    const path = `geplant-${tag()}`
    const page = await createItem('pages', { status: 'published', path, title: 'Bis eben' })
    items.push(page)
    expect(await pageStatus(path)).toBe(200)
    await page.update({ unpublish_on: minutes(-1) })
    await waitFor(
      async () => ((await statusOf(page.id))?.status === 'archived' ? true : undefined),
      SCHEDULE_MS,
    )
    await waitFor(async () => ((await pageStatus(path)) === 404 ? true : undefined), PAGE_CACHE_MS)
  })
})
