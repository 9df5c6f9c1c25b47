import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isoInDays } from '../support/dates'
import { adminData } from '../support/directus-admin'
import { BROWSER_HEADERS, postForm, startWebServer } from '../support/web-server'

// Every error a browser gets is the site's German error screen in its layout (header and footer), with the
// error's status: a page's own errors, the framework's (a form sent to a page without one) and those of
// routes that answer files or redirects (a stale booking link). Crawlers get the status only (spec §4),
// scripts (no text/html in Accept) the answer as it is.
const PAGE = { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
const ENGLISH = /You made a|did not provide|Unexpected Server Error|Method Not Allowed|Not Found</

function expectErrorScreen(html: string) {
  expect(html).toContain('<header')
  expect(html).toContain('<footer')
  expect(html).toMatch(/Diese Seite existiert nicht|Ein Fehler ist aufgetreten/)
  expect(html).toContain('Zur Startseite')
  expect(html).not.toMatch(ENGLISH)
}

describe('error answers to a browser', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let hotelId: number

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
    })
    const [hotel] = await adminData<Array<{ id: number }>>(
      'GET',
      '/items/hotels?fields=id&filter[status][_eq]=published&limit=1',
    )
    hotelId = hotel!.id
  }, 60_000)

  afterAll(async () => {
    await web?.stop()
  })

  const open = (path: string, headers: Record<string, string> = PAGE) =>
    fetch(`${web.site}${path}`, { headers, redirect: 'manual' })

  it('shows the error screen for unknown and stale addresses, with 404 and the spec’s text', async () => {
    const paths = [
      '/hotel/buchen/99',
      `/hotel/buchen/${hotelId}?anreise=${isoInDays(30)}&abreise=${isoInDays(33)}&erwachsene=2&zimmertyp=999999&tarif=999999`,
      '/medien/00000000-0000-4000-8000-000000000000',
      '/fehlerseite',
      '/hotel/gibt-es-nicht',
      '/eine-seite-die-es-nicht-gibt',
    ]
    for (const path of paths) {
      const response = await open(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      const html = await response.text()
      expectErrorScreen(html)
      expect(html, path).toContain('Diese Seite existiert nicht')
    }
    const html = await (await open('/hotel/buchen/99')).text()
    expect(html).toContain('Page not found: /hotel/buchen/99')
    expect(html).toContain('<title>404 - Page not found: /hotel/buchen/99</title>')
  })

  it('answers a form sent to a page or link without a form with 405 in German', async () => {
    for (const path of ['/reisetipps', '/hotel', '/hotel/buchen/99', `/hotel/buchen/${hotelId}`]) {
      const response = await postForm(web.site, path, { feld: 'wert' }, { accept: PAGE.accept })
      expect(response.status, path).toBe(405)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      const html = await response.text()
      expectErrorScreen(html)
      expect(html, path).toContain('Diese Seite nimmt keine Formulardaten entgegen')
    }
  })

  it('gives crawlers the status only and scripts the answer as it is', async () => {
    const crawled = await open('/hotel/buchen/99', { 'user-agent': 'Googlebot/2.1', accept: 'text/html' })
    expect(crawled.status).toBe(404)
    expect(await crawled.text()).not.toContain('<header')
    const script = await open('/hotel/buchen/99', { ...BROWSER_HEADERS, accept: '*/*' })
    expect(script.status).toBe(404)
    expect(script.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
