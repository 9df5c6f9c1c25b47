import { randomBytes } from 'node:crypto'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createCustomer, type Customer } from '../support/directus-admin'
import { startFaultProxy, type Fault, type FaultProxy } from '../support/fault-proxy'
import { STACK_TRACE } from '../support/fuzz'
import { directusTokens, sessionCookies } from '../support/session'
import { BROWSER_HEADERS, startWebServer, waitFor } from '../support/web-server'

// Directus stopped, answering 500, slow or frozen, played by a proxy between this test's
// web server and the real test Directus. Every page kind answers in time with the German error screen
// (crawlers: the status only), signed-in visitors stay signed in, and the site recovers by itself.
const directusUrl = process.env.DIRECTUS_URL!
/** DIRECTUS_TIMEOUT_MS of this test's web server: above the slow fault's 2 s, below the default 5 s. */
const DEADLINE_MS = 3_500
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }
/** The heading of the error screen (the text alone is also among the translations of every hydrated page). */
const ERROR_SCREEN = /<h1[^>]*>Ein Fehler ist aufgetreten<\/h1>/
const LOGIN_UNAVAILABLE = /Die Anmeldung ist gerade nicht möglich/
const secret = randomBytes(32).toString('hex')
const cookies = sessionCookies(secret)

let proxy: FaultProxy
let web: Awaited<ReturnType<typeof startWebServer>>
let customer: Customer
/** The visitor's session cookie, as a browser keeps it: replaced by whatever the site sets. */
let session: string
/** The page kinds; the login form needs nothing from Directus, so its sending is what fails. */
let pages: Array<{ kind: string; path: string; signedIn: boolean; form?: Record<string, string> }>

async function visit(
  path: string,
  {
    signedIn = false,
    crawler = false,
    form,
  }: { signedIn?: boolean; crawler?: boolean; form?: Record<string, string> } = {},
) {
  const started = performance.now()
  const response = await fetch(`${web.site}${path}`, {
    method: form ? 'POST' : 'GET',
    body: form ? new URLSearchParams(form) : null,
    headers: {
      ...(crawler ? CRAWLER : BROWSER_HEADERS),
      // a form post comes from the site's own page (server/origin-check.ts)
      ...(form ? { origin: web.site } : {}),
      ...(signedIn ? { cookie: session } : {}),
    },
    redirect: 'manual',
  })
  const body = await response.text()
  const ms = performance.now() - started
  if (signedIn) session = cookies.pairIn(response) ?? session
  return { status: response.status, body, ms, type: response.headers.get('content-type') }
}

async function stillSignedIn() {
  const { refreshToken } = await cookies.tokensOf(session)
  return Boolean(refreshToken)
}

async function expectErrorScreens(fault: Fault, withinMs: number) {
  await proxy.set(fault)
  for (const page of pages) {
    const answer = await visit(page.path, page)
    const label = `${fault} ${page.kind}`
    expect(answer.ms, label).toBeLessThan(withinMs)
    expect(answer.status, label).toBeGreaterThanOrEqual(500)
    expect(answer.body, label).toMatch(page.form ? LOGIN_UNAVAILABLE : ERROR_SCREEN)
    expect(answer.body, label).not.toMatch(STACK_TRACE)
    expect(await stillSignedIn(), label).toBe(true)

    const crawled = await visit(page.path, { ...page, crawler: true })
    expect(crawled.ms, `${label} (crawler)`).toBeLessThan(withinMs)
    expect(crawled.status, `${label} (crawler)`).toBe(answer.status)
    expect(crawled.type, `${label} (crawler)`).toMatch(/^text\/plain/)
    expect(crawled.body, `${label} (crawler)`).toBe(String(answer.status))
  }
  const loginForm = await visit('/hotel/account/anmelden')
  expect(loginForm.ms, `${fault} login form`).toBeLessThan(withinMs)
  expect(loginForm.status, `${fault} login form`).toBe(200)
  expect(loginForm.body, `${fault} login form`).toContain('name="password"')
}

async function expectRecovery() {
  await proxy.set('pass')
  await waitFor(async () => ((await visit('/')).status === 200 ? true : undefined), 10_000)
  for (const page of pages.filter(({ form }) => !form)) {
    const answer = await visit(page.path, page)
    expect(answer.status, `recovered ${page.kind}`).toBe(200)
    expect(answer.body, `recovered ${page.kind}`).not.toMatch(ERROR_SCREEN)
  }
  const account = await visit('/hotel/account', { signedIn: true })
  expect(account.body).toContain('Greta')
}

describe('Directus faults', () => {
  beforeAll(async () => {
    proxy = await startFaultProxy(directusUrl)
    customer = await createCustomer('Greta')
    const hotels = await fetch(
      `${directusUrl}/items/hotels?filter[status][_eq]=published&fields=id&limit=1&sort=id`,
      { headers: { authorization: `Bearer ${process.env.DIRECTUS_ADMIN_TOKEN}` } },
    )
    const [hotel] = ((await hotels.json()) as { data: Array<{ id: number }> }).data
    pages = [
      { kind: 'home', path: '/', signedIn: true },
      { kind: 'search', path: '/hotel?ziel=Ostsee', signedIn: true },
      { kind: 'detail', path: `/hotel/details/${hotel!.id}`, signedIn: true },
      {
        kind: 'login',
        path: '/hotel/account/anmelden',
        signedIn: false,
        form: { email: customer.email, password: customer.password },
      },
      { kind: 'account', path: '/hotel/account', signedIn: true },
    ]
  }, 60_000)

  // Each fault meets a web server of its own, whose caches are empty, and a visitor whose access token has
  // expired, so that every page first refreshes it through the faulty Directus.
  beforeEach(async () => {
    await proxy.set('pass')
    const tokens = await directusTokens(customer.email, customer.password)
    session = await cookies.cookie({ ...tokens, expiresAt: 1 })
    web = await startWebServer({
      DIRECTUS_URL: proxy.url,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      DIRECTUS_TIMEOUT_MS: String(DEADLINE_MS),
      SESSION_SECRET: secret,
    })
    // A first render compiles the shell's code; the login form reads nothing else from Directus.
    await visit('/hotel/account/anmelden')
  }, 60_000)

  afterEach(() => web?.stop())

  afterAll(async () => {
    await proxy?.stop()
    await customer?.remove()
  })

  it('stopped: /healthz says so, every page shows the German error screen at once', async () => {
    await proxy.set('refuse')
    const health = await fetch(`${web.site}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ web: 'ok', directus: 'unreachable' })
    await expectErrorScreens('refuse', 1_000)
    await expectRecovery()
  })

  it('answering 500: every page shows the German error screen at once', async () => {
    await expectErrorScreens('error', 1_000)
    await expectRecovery()
  })

  it('frozen: every page shows the German error screen within the deadline', async () => {
    await expectErrorScreens('freeze', DEADLINE_MS + 1_000)
    const health = await fetch(`${web.site}/healthz`)
    expect(health.status).toBe(503)
    await expectRecovery()
  })

  it('slow (2 s an answer): every page still arrives, the visitor stays signed in', async () => {
    await proxy.set('slow')
    for (const page of pages.filter(({ form }) => !form)) {
      const answer = await visit(page.path, page)
      expect(answer.status, page.kind).toBe(200)
      expect(answer.body, page.kind).not.toMatch(ERROR_SCREEN)
    }
    expect(await stillSignedIn()).toBe(true)
    expect((await visit('/hotel/account', { signedIn: true })).body).toContain('Greta')
    await expectRecovery()
  })
})
