import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminData, createEditor, type Customer } from '../support/directus-admin'
import { directusTokens, sessionCookies } from '../support/session'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Every field of the site settings an editor can change shows on the pages of a web server that starts
// after the change. Maintenance mode and the bug-report widget have tests of their own
// (maintenance.test.ts, bug-report-settings.test.ts and the e2e suite).
const secret = randomBytes(32).toString('hex')

const edited = {
  site_name: 'Testportal Süd',
  site_url: 'https://www.testportal.example',
  description: 'Reisen, die in den Einstellungen beschrieben sind.',
  separator: '·',
  title_separator: '/',
  canonical_query_whitelist: ['seite'],
  canonical_lowercase: false,
  visual_editing: true,
}
type Settings = Record<keyof typeof edited, unknown>

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'")

function head(html: string) {
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1]
    return value === undefined ? undefined : decode(value)
  }
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    siteName: attribute(/<meta property="og:site_name" content="([^"]*)"/),
  }
}

async function pageOf(site: string, path: string, cookie?: string) {
  const response = await fetch(`${site}${path}`, {
    headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) },
  })
  expect(response.status, path).toBe(200)
  return response.text()
}

async function patchSettings(values: Partial<Settings>) {
  await adminData('PATCH', '/items/site_settings', values)
}

describe('the site settings', () => {
  let before: Settings
  let editor: Customer
  let web: Awaited<ReturnType<typeof startWebServer>>
  let editorCookie: string

  const page = (path: string, cookie?: string) => pageOf(web.site, path, cookie)

  beforeAll(async () => {
    before = await adminData<Settings>('GET', `/items/site_settings?fields=${Object.keys(edited).join(',')}`)
    await patchSettings(edited)
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
    })
    editor = await createEditor()
    editorCookie = await sessionCookies(secret).cookie(await directusTokens(editor.email, editor.password))
  }, 120_000)

  afterAll(async () => {
    await web?.stop()
    await editor?.remove()
    if (before) await patchSettings(before)
  })

  it('names the site, joins title parts and ends the title as configured', async () => {
    const tips = head(await page('/reisetipps?seite=2'))
    expect(tips.title).toBe('Reisetipps / Seite 2 · Testportal Süd')
    expect(tips.siteName).toBe('Testportal Süd')
    const home = head(await page('/'))
    expect(home.title).toBe('Testportal Süd')
  })

  it('describes a page without a description of its own with the site description', async () => {
    const lookUp = head(await page('/hotel/buchen/status'))
    expect(lookUp.description).toBe(edited.description)
  })

  it('builds canonical links on the site address, with the allowed parameters and the path as written', async () => {
    const tips = head(await page('/reisetipps?seite=2&utm_source=newsletter'))
    expect(tips.canonical).toBe('https://www.testportal.example/reisetipps?seite=2')
    const hotels = head(await page('/hotel?ziel=Ostsee&seite=2'))
    expect(hotels.canonical).toBe('https://www.testportal.example/hotel?seite=2')
  })

  it('keeps the path as written in canonical links unless lower-casing is on', async () => {
    expect(head(await page('/Reisetipps?seite=2')).canonical).toBe(
      'https://www.testportal.example/Reisetipps?seite=2',
    )
  })

  it('marks editable regions in an editor’s preview when visual editing is on', async () => {
    expect(await page('/?preview', editorCookie)).toContain('data-directus=')
    expect(await page('/')).not.toContain('data-directus=')
  })

  it('with visual editing off and lower-casing on, a new web server follows', async () => {
    await patchSettings({ visual_editing: false, canonical_lowercase: true })
    const other = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
    })
    try {
      const get = (path: string, cookie?: string) => pageOf(other.site, path, cookie)
      expect(await get('/?preview', editorCookie)).not.toContain('data-directus=')
      expect(head(await get('/Reisetipps?seite=2')).canonical).toBe(
        'https://www.testportal.example/reisetipps?seite=2',
      )
    } finally {
      await other.stop()
    }
  })
})
