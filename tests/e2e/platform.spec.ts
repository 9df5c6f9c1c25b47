import { expect, test } from '../support/fixtures'

// What a client (browser, CDN, monitoring, the tRPC client) sees of the platform itself.
test.describe('platform', () => {
  test('health check reports the web server and Directus', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', web: 'ok', directus: 'ok' })
  })

  test('pages carry the security headers', async ({ request }) => {
    const response = await request.get('/')
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self' ")
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['x-frame-options']).toBeUndefined()
    expect(headers['x-powered-by']).toBeUndefined()
  })

  test('built assets are cached for good, pages are not', async ({ page, request }) => {
    const home = await request.get('/')
    expect(home.headers()['cache-control']).toContain('s-maxage=')
    await page.goto('/')
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
    expect(stylesheet).toMatch(/^\/build\//)
    const asset = await request.get(stylesheet!)
    expect(asset.headers()['cache-control']).toContain('immutable')
    expect(asset.headers()['cache-control']).toContain('max-age=31536000')
  })

  test('tRPC answers queries by GET with JSON input', async ({ request }) => {
    const input = encodeURIComponent(JSON.stringify({ q: 'Ostsee' }))
    const response = await request.get(`/api/trpc/hotel.destinations?input=${input}`)
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.result.data[0]).toMatchObject({ kind: 'region', label: 'Ostsee' })
  })

  test('tRPC batches several calls with batch=1', async ({ request }) => {
    const input = encodeURIComponent(JSON.stringify({ 0: { q: 'Ostsee' } }))
    const response = await request.get(
      `/api/trpc/hotel.destinations,translation.getTranslations?batch=1&input=${input}`,
    )
    expect(response.status()).toBe(200)
    const [destinations, translations] = await response.json()
    expect(destinations.result.data[0]).toMatchObject({ label: 'Ostsee' })
    expect(translations.result.data['nav.hotels']).toBe('Hotels')
  })

  test('tRPC errors carry a numeric code, a message and the HTTP status in data', async ({ request }) => {
    const response = await request.get(
      '/api/trpc/hotel.destinations?input=' + encodeURIComponent(JSON.stringify({ q: 'x'.repeat(101) })),
    )
    expect(response.status()).toBe(400)
    const { error } = await response.json()
    expect(error.code).toBe(-32600)
    expect(typeof error.message).toBe('string')
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, path: 'hotel.destinations' })
    expect(error.data.stack).toBeUndefined()

    // An unknown procedure, and one that only the site's pages call in-process, are not served.
    for (const path of ['hotel.doesNotExist', 'hotel.featured']) {
      const unknown = await request.get(`/api/trpc/${path}`)
      expect(unknown.status()).toBe(404)
      const body = await unknown.json()
      expect(body.error.data.code).toBe('NOT_FOUND')
      expect(body.error.message).toBe('Der Inhalt wurde nicht gefunden.')
    }
  })

  test('tRPC queries are only answered to GET, mutations only to POST', async ({ request, baseURL }) => {
    const response = await request.post('/api/trpc/hotel.destinations', {
      data: { q: 'Ostsee' },
      headers: { origin: new URL(baseURL!).origin },
    })
    expect(response.status()).toBe(405)
    expect((await response.json()).error.data).toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
      httpStatus: 405,
    })
  })

  test('translations come from the server', async ({ request }) => {
    const response = await request.get('/api/trpc/translation.getTranslations')
    const { result } = await response.json()
    expect(result.data['nav.hotels']).toBe('Hotels')
    expect(result.data['error.notFoundHeading']).toBe('Diese Seite existiert nicht')
  })

  test('images are served through the site in fixed widths only', async ({ page, request }) => {
    await page.goto('/')
    const src = await page.locator('main img').first().getAttribute('src')
    expect(src).toMatch(/^\/medien\/[0-9a-f-]{36}\?breite=640$/)
    const image = await request.get(src!, { headers: { accept: 'image/webp,image/*' } })
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
    const odd = await request.get(src!.replace('breite=640', 'breite=641'))
    expect(odd.status()).toBe(404)
  })
})
