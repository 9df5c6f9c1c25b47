import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const settings = {
  SITE_URL: 'http://localhost:3000',
  DIRECTUS_URL: 'http://localhost:8055',
  DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
  SESSION_SECRET: 'a-session-secret-that-is-long-enough-123',
}

let toasts: Awaited<ReturnType<typeof load>>

/** The module with the environment it reads its cookie secret from. */
async function load() {
  vi.resetModules()
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
  return import('./toast.server')
}

beforeAll(async () => {
  toasts = await load()
})

afterAll(() => vi.unstubAllEnvs())

const sent = { title: 'Wenn ein Konto mit dieser E-Mail-Adresse besteht, …', color: 'green' as const }
const ended = { title: 'Ihre Sitzung ist abgelaufen.', color: 'yellow' as const }

/** The cookies a browser sends after these answers' Set-Cookie headers (name=value, the last one wins). */
function cookiesAfter(...answers: Headers[]): string {
  const jar = new Map<string, string>()
  for (const headers of answers)
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=', 2)
      if (/Expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name)
      else jar.set(name, value)
    }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

const page = (cookie: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/hotel/account/anmelden', { headers: { cookie, ...headers } })

describe('the message of a page', () => {
  it('shows once what an action left, and then nothing', async () => {
    const redirect = await toasts.redirectWithToast('/hotel/account/anmelden', sent)
    const first = await toasts.pageToast(page(cookiesAfter(redirect.headers)), null)
    expect(first.toast).toMatchObject(sent)
    const next = await toasts.pageToast(page(cookiesAfter(redirect.headers, first.headers)), null)
    expect(next.toast).toBeNull()
  })

  it('is left for the page the visitor sees when the browser prefetches another page first', async () => {
    const redirect = await toasts.redirectWithToast('/hotel/account/anmelden', sent)
    for (const header of [
      { 'sec-purpose': 'prefetch' },
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
    ]) {
      const prefetch = await toasts.pageToast(page(cookiesAfter(redirect.headers), header), ended)
      expect(prefetch.toast).toBeNull()
      const shown = await toasts.pageToast(page(cookiesAfter(redirect.headers, prefetch.headers)), null)
      expect(shown.toast).toMatchObject(sent)
    }
  })

  it('says the session ended on the page the visitor sees, also when a prefetch found it out', async () => {
    expect((await toasts.pageToast(page(''), ended)).toast).toMatchObject(ended)
    const prefetch = await toasts.pageToast(page('', { 'sec-purpose': 'prefetch' }), ended)
    expect(prefetch.toast).toBeNull()
    const shown = await toasts.pageToast(page(cookiesAfter(prefetch.headers)), null)
    expect(shown.toast).toMatchObject(ended)
  })
})
