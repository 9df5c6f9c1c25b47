import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, todayInGermany } from '../../core/hotel-search'
import {
  adminData,
  createBookedFolder,
  createCustomer,
  createEditor,
  type Customer,
} from '../support/directus-admin'
import { directusTokens, sessionCookies } from '../support/session'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Every page type as served — streamed or as islands, anonymous or signed in, in an editor's preview and on
// the round-trip domain — is valid UTF-8 without control characters. A NUL byte beside a multi-byte
// character (a renderer writing its buffer's unused end) is an HTML parse error a visitor sees as garbage.

const ROUND_TRIP_HOST = 'rundreisen.localhost'
const secret = randomBytes(32).toString('hex')

interface Answer {
  path: string
  status: number
  type: string
  html: string
  problem: string | null
}

/** Where a text has a control character other than tab, line feed and carriage return, or -1. */
function controlAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return i
  }
  return -1
}

/** Why a page's bytes are not clean UTF-8 text, or null. */
function problemOf(bytes: Buffer): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return 'invalid UTF-8'
  }
  const at = controlAt(text)
  if (at < 0) return null
  return `U+${text.charCodeAt(at).toString(16).padStart(4, '0')} in ${JSON.stringify(text.slice(Math.max(0, at - 30), at + 10))}`
}

/** A GET as a browser sends it, following redirects, with the raw bytes (Node's fetch sets no Host). */
function get(
  site: string,
  path: string,
  { cookie, host }: { cookie?: string | undefined; host?: string | undefined } = {},
  redirects = 5,
): Promise<Answer> {
  const url = new URL(path, site)
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: {
          ...BROWSER_HEADERS,
          accept: 'text/html,application/xhtml+xml',
          ...(cookie ? { cookie } : {}),
          ...(host ? { host: `${host}:${url.port}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const status = response.statusCode ?? 0
          const location = response.headers.location
          if (status >= 300 && status < 400 && location && redirects > 0) {
            const next = new URL(location, url)
            resolve(get(site, `${next.pathname}${next.search}`, { cookie, host }, redirects - 1))
            return
          }
          const bytes = Buffer.concat(chunks)
          resolve({
            path,
            status,
            type: String(response.headers['content-type'] ?? ''),
            html: bytes.toString('utf8'),
            problem: problemOf(bytes),
          })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** The first link of a page whose address matches `pattern` (HTML-decoded). */
function firstLink(html: string, pattern: RegExp): string | undefined {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .find((href) => pattern.test(href))
}

describe('served HTML', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let customer: Customer
  let editor: Customer
  let folder: Awaited<ReturnType<typeof createBookedFolder>>
  let customerCookie: string
  let editorCookie: string

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
      ROUND_TRIP_HOST,
    })
    const cookies = sessionCookies(secret)
    customer = await createCustomer('Ümit')
    editor = await createEditor()
    const today = todayInGermany()
    folder = await createBookedFolder(customer, addDays(today, 40), addDays(today, 43))
    customerCookie = await cookies.cookie(await directusTokens(customer.email, customer.password))
    editorCookie = await cookies.cookie(await directusTokens(editor.email, editor.password))
  }, 120_000)

  afterAll(async () => {
    await web?.stop()
    await folder?.remove()
    await customer?.remove()
    await editor?.remove()
  })

  it('answers every page type as valid UTF-8 without control characters', async () => {
    const today = todayInGermany()
    const stay = `anreise=${addDays(today, 30)}&abreise=${addDays(today, 34)}&erwachsene=2`
    const answers: Answer[] = []
    const open = async (path: string, options: { cookie?: string; host?: string } = {}, label = path) => {
      const answer = await get(web.site, path, options)
      answers.push({ ...answer, path: label })
      return answer
    }

    await open('/')
    const search = await open(`/hotel?${stay}`)
    await open(`/hotel?${stay}&kind=8`)
    await open('/hotel')
    const tips = await open('/reisetipps')
    const trips = await open('/rundreisen')
    for (const path of ['/sommerurlaub', '/familienurlaub/ostsee', '/kontakt', '/gibt-es-nicht-seite'])
      await open(path)
    await open('/hotel/account/gespeicherte-reisen')

    const article = firstLink(tips.html, /^\/reisetipps\/[^/?]+\/[^/?]+$/)
    const trip = firstLink(trips.html, /^\/rundreisen\/reise\/[^/?]+$/)
    const details = [...search.html.matchAll(/href="(\/hotel\/details\/\d+)[?"]/g)].map((match) => match[1]!)
    expect({ article, trip, details: details.length > 0 }).toMatchObject({
      article: expect.any(String),
      trip: expect.any(String),
      details: true,
    })
    await open('/hotel/thema/wellness')
    await open(article!)
    await open(trip!)
    await open(trip!.replace('/reise/', '/reise2/'))
    // A hotel page for the stay and, from the first with an offer, its booking form.
    let booking: string | undefined
    for (const detail of details.slice(0, 5)) {
      const page = await open(`${detail}?${stay}`)
      booking = firstLink(page.html, /^\/hotel\/buchen\/\d+\?/)
      if (booking) break
    }
    expect(booking, 'a booking link on a hotel page with a stay').toBeDefined()
    await open(booking!)

    // Signed in: the account, the bookings, a booking, its status page.
    const signedIn = { cookie: customerCookie }
    await open('/hotel/account', signedIn)
    const bookings = await open('/hotel/account/buchungen', signedIn)
    const bookingDetail = firstLink(bookings.html, /^\/hotel\/account\/buchungen\/[^/?]+/)
    expect(bookingDetail, 'a booking in the account').toBeDefined()
    await open(bookingDetail!, signedIn)
    const { number } = await adminData<{ number: string }>('GET', `/items/folders/${folder.id}?fields=number`)
    await open(`/hotel/buchen/status/${number}`, signedIn)

    // An editor's preview of the content pages.
    const editing = { cookie: editorCookie }
    for (const path of ['/', '/sommerurlaub', `${details[0]}`, article!, trip!])
      await open(`${path}${path.includes('?') ? '&' : '?'}preview`, editing, `${path} (preview)`)

    // The round-trip-only domain.
    const domain = { host: ROUND_TRIP_HOST }
    const short = trip!.replace(/^\/rundreisen/, '')
    for (const path of ['/', short, short.replace('/reise/', '/reise2/')])
      await open(path, domain, `${ROUND_TRIP_HOST}${path}`)

    const pages = answers.filter((answer) => answer.type.startsWith('text/html'))
    expect(pages.length).toBe(answers.length)
    expect(
      answers.filter((answer) => answer.status >= 500).map(({ path, status }) => ({ path, status })),
    ).toEqual([])
    expect(
      answers.filter((answer) => answer.problem).map(({ path, problem }) => ({ path, problem })),
    ).toEqual([])
  }, 300_000)
})
