import { expect, test } from '../support/fixtures'

test.describe('for crawlers and feeds', () => {
  test('crawlers get the status of an error but no error page', async ({ request }) => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome-Lighthouse',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ]) {
      const response = await request.get('/hotel/gibt-es-nicht', { headers: { 'user-agent': userAgent } })
      expect(response.status(), userAgent).toBe(404)
      const body = await response.text()
      expect(body, userAgent).not.toContain('Diese Seite existiert nicht')
      expect(body, userAgent).not.toContain('<html')
    }
  })

  test('crawlers still get normal pages in full', async ({ request }) => {
    const response = await request.get('/', { headers: { 'user-agent': 'Googlebot/2.1' } })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('Urlaub, der zu Ihnen passt')
  })

  test('the sitemap lists the published pages with lastmod', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    expect(response.headers()['cache-control']).toContain('s-maxage=')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/hotel', '/reisetipps', '/familienurlaub/ostsee', '/impressum']),
    )
    expect(locs.some((path) => /^\/hotel\/details\/\d+$/.test(path))).toBe(true)
    expect(locs.some((path) => path.startsWith('/hotel/thema/'))).toBe(true)
    // Round trips: each variant once, at its canonical address, and every one of them a real page.
    const trips = locs.filter((path) => path.startsWith('/rundreisen/'))
    expect(trips.length).toBeGreaterThan(0)
    for (const path of trips) {
      expect(path).toMatch(/^\/rundreisen\/reise\/[a-z0-9-]+$/)
      expect((await request.get(path)).status(), path).toBe(200)
    }
    expect(locs.some((path) => /^\/reisetipps\/[\w-]+\/[\w-]+$/.test(path))).toBe(true)
    // Nothing of a visitor's own: no account, Merkzettel or share link.
    expect(locs.filter((path) => /^\/(hotel\/account|merkzettel)(\/|$)/.test(path))).toEqual([])
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    expect(new Set(locs).size).toBe(locs.length)
  })

  test('robots.txt points to the sitemap and keeps private areas out', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const body = await response.text()
    expect(body).toContain('Disallow: /hotel/account')
    expect(body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
    expect(baseURL).toBeDefined()
  })

  test('the latest build is published for open pages to compare', async ({ request }) => {
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({ id: expect.stringMatching(/\S/), timestamp: expect.any(Number) })
  })

  test('the icon endpoint answers icon data of the installed set', async ({ request }) => {
    const response = await request.get('/api/icons?icons=circle-check,gibt-es-nicht')
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.prefix).toBe('lucide')
    expect(Object.keys(body.icons)).toEqual(['circle-check'])
    expect(body.icons['circle-check'].body).toContain('<')
  })
})
