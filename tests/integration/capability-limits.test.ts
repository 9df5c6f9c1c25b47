import { randomBytes, randomInt, randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { FOLDER_NUMBER } from '../../core/booking'
import { todayInGermany } from '../../core/hotel-search'
import { createContext } from '../../trpc/context'
import { appRouter } from '../../trpc/router'
import { isoInDays } from '../support/dates'
import {
  adminData,
  createBookedFolder,
  createCustomer,
  findUser,
  type Customer,
} from '../support/directus-admin'
import { directusTokens, sessionCookies } from '../support/session'
import { connectInbox } from '../support/smtp'
import { BROWSER_HEADERS, cookiesFrom, postForm, startWebServer, waitFor } from '../support/web-server'

// Each capability counts its own attempts (server/limits.ts), whichever door calls it: the page's form
// (its action calls the capability in the web server), the in-process caller (here: this test process
// with the same limits) and /api/trpc (404 where the procedure is not served over HTTP, else limited).
// Per client 3 attempts, per account, address or booking number 5, in both processes.
const CLIENT_LIMIT = 3
const KEY_LIMIT = 5
vi.stubEnv('AUTH_RATE_LIMIT', String(CLIENT_LIMIT))
vi.stubEnv('AUTH_ACCOUNT_LIMIT', String(KEY_LIMIT))
vi.stubEnv('SESSION_SECRET', process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'))

const run = randomUUID().slice(0, 8)
const secret = randomBytes(32).toString('hex')
let web: Awaited<ReturnType<typeof startWebServer>>

beforeAll(async () => {
  web = await startWebServer({
    DIRECTUS_URL: process.env.DIRECTUS_URL,
    DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
    SESSION_SECRET: secret,
    // Each test is a client of its own (X-Forwarded-For from the loopback proxy), so counters never mix.
    TRUST_PROXY: 'loopback',
    AUTH_RATE_LIMIT: String(CLIENT_LIMIT),
    AUTH_ACCOUNT_LIMIT: String(KEY_LIMIT),
  })
}, 30_000)

afterAll(async () => {
  await web?.stop()
  vi.unstubAllEnvs()
})

let clients = 0
/** A client of its own: an IPv6 /64 of the documentation prefix, as the loopback proxy forwards it. */
const newClient = () => `2001:db8:${(clients += 1).toString(16)}::1`
const from = (client: string) => ({ 'x-forwarded-for': client })

const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const symbols = (length: number, alphabet = SYMBOLS) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')

/** A booking number in one of the site's formats (core/booking.ts) that no folder has. */
function unknownNumber(): string {
  const candidates = [`RP-2026-${symbols(4)}-${symbols(4)}`, `RP-2026-${symbols(6, '0123456789')}`]
  const number = candidates.find((candidate) => FOLDER_NUMBER.test(candidate))
  if (!number) throw new Error(`No booking number of the test's matches ${FOLDER_NUMBER}`)
  return number
}

/** `count` calls, at most `parallel` at a time, in order of their index. */
async function inBatches<T>(count: number, parallel: number, call: (index: number) => Promise<T>) {
  const results: T[] = []
  for (let start = 0; start < count; start += parallel) {
    const size = Math.min(parallel, count - start)
    results.push(...(await Promise.all(Array.from({ length: size }, (_, i) => call(start + i)))))
  }
  return results
}

/** The code of a refused in-process call ('ok' when it answered). */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? 'error',
  )

const count = (values: unknown[], value: unknown) => values.filter((each) => each === value).length

/** A guest's in-process caller (as loaders and actions call the router), from `client`. */
const guestCaller = (client: string) =>
  appRouter.createCaller(createContext({ accessToken: null, clientKey: client }))

/**
 * `calls` tRPC calls of `procedure` over HTTP in batches of 10 from one client: how many were answered
 * (not refused by a limit). A procedure that is not served over HTTP answers none (404).
 */
async function overHttp(
  procedure: string,
  calls: number,
  input: () => unknown,
  headers: Record<string, string>,
) {
  let answered = 0
  const statuses = new Set<number>()
  for (let sent = 0; sent < calls; sent += 10) {
    const batch = Array.from({ length: 10 }, () => input())
    const response = await fetch(`${web.site}/api/trpc/${Array(10).fill(procedure).join(',')}?batch=1`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, origin: web.site, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(Object.fromEntries(batch.map((value, i) => [i, value]))),
    })
    statuses.add(response.status)
    if (response.status === 404) continue
    const items = (await response.json()) as Array<{ error?: { data?: { code?: string } } }>
    answered += items.filter((item) => item.error?.data?.code !== 'TOO_MANY_REQUESTS').length
  }
  return { answered, statuses }
}

describe('booking look-up', () => {
  const email = `suche-${run}@example.com`
  const lookup = (number: string, address: string, client: string) =>
    postForm(web.site, `/hotel/buchen/status/${number}`, { intent: 'lookup', email: address }, from(client))

  it('300 look-ups from one client through the status form: 3 are answered, then 429 with Retry-After', async () => {
    const client = newClient()
    const number = unknownNumber()
    const answers = await inBatches(300, 10, (i) => lookup(number, `suche-${i}-${run}@example.com`, client))
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 404)).toBe(CLIENT_LIMIT)
    expect(count(statuses, 429)).toBe(300 - CLIENT_LIMIT)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
    // What was typed stays in the form.
    expect(html).toMatch(/value="suche-\d+-[\da-f]+@example\.com"/)
    const answered = answers.find((answer) => answer.status === 404)!
    expect(await answered.text()).toContain('Wir haben keine Buchung mit dieser Vorgangsnummer')
  })

  it('"Buchung verwalten" counts on the same limit: 3 answered, then 429 with Retry-After, what was typed kept', async () => {
    const client = newClient()
    const number = unknownNumber()
    const answers = await inBatches(30, 10, (i) =>
      postForm(
        web.site,
        '/hotel/buchen/status',
        { number, email: `verwalten-${i}-${run}@example.com` },
        from(client),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 404)).toBe(CLIENT_LIMIT)
    expect(count(statuses, 429)).toBe(30 - CLIENT_LIMIT)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
    expect(html).toContain(`value="${number}"`)
    expect(html).toMatch(/value="verwalten-\d+-[\da-f]+@example\.com"/)
    const answered = answers.find((answer) => answer.status === 404)!
    expect(await answered.text()).toContain('Wir haben keine Buchung mit dieser Vorgangsnummer')
    // The status page's own form shares the count.
    expect((await lookup(unknownNumber(), email, client)).status).toBe(429)
  })

  it('300 look-ups from one client in-process: 3 are answered, the rest refused', async () => {
    const caller = guestCaller(newClient())
    const number = unknownNumber()
    const outcomes = await inBatches(300, 10, (i) =>
      outcome(caller.booking.lookup({ number, email: `anders-${i}-${run}@example.com` })),
    )
    expect(count(outcomes, 'ok')).toBe(CLIENT_LIMIT)
    expect(count(outcomes, 'TOO_MANY_REQUESTS')).toBe(300 - CLIENT_LIMIT)
    const refused = await caller.booking.lookup({ number, email }).catch((error: Error) => error)
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    expect((refused as Error).message).toContain('Zu viele Versuche. Bitte warten Sie')
  })

  it('300 look-ups from one client over /api/trpc: at most 3 are answered', async () => {
    const client = newClient()
    const { answered, statuses } = await overHttp(
      'booking.lookup',
      300,
      () => ({ number: unknownNumber(), email: `http-${randomUUID().slice(0, 6)}@example.com` }),
      from(client),
    )
    expect(answered).toBeLessThanOrEqual(CLIENT_LIMIT)
    for (const status of statuses) expect([200, 207, 404, 429]).toContain(status)
  })

  it('form and /api/trpc share one count: after the form used it up, HTTP is refused (or not served)', async () => {
    const client = newClient()
    for (let i = 0; i < CLIENT_LIMIT; i++)
      expect((await lookup(unknownNumber(), email, client)).status).toBe(404)
    const { answered } = await overHttp(
      'booking.lookup',
      10,
      () => ({ number: unknownNumber(), email }),
      from(client),
    )
    expect(answered).toBe(0)
  })

  it('a guest who proved a booking reloads its status page beyond the limit; look-ups stay limited', async () => {
    const guest = await createCustomer('Nachweis')
    const folder = await createBookedFolder(guest, isoInDays(300), isoInDays(303))
    const manage = (number: string, address: string, headers: Record<string, string>) =>
      postForm(web.site, '/hotel/buchen/status', { number, email: address }, headers)
    try {
      const { number } = await adminData<{ number: string }>(
        'GET',
        `/items/folders/${folder.id}?fields=number`,
      )
      const client = newClient()
      const found = await manage(number, guest.email, from(client))
      expect(found.status).toBe(303)
      const proof = cookiesFrom(found)
      const statusPage = (of = number) =>
        fetch(`${web.site}/hotel/buchen/status/${of}`, {
          headers: { ...BROWSER_HEADERS, cookie: proof, ...from(client) },
        })
      for (let i = 0; i < CLIENT_LIMIT + KEY_LIMIT; i++) {
        const page = await statusPage()
        expect(page.status).toBe(200)
        expect(await page.text()).toContain('bestätigt')
      }
      // The proof shows the booking as it is now, and only on its own number's page.
      await adminData('PATCH', '/items/bookings', {
        query: { filter: { folder: { _eq: folder.id } } },
        data: { status: 'cancelled' },
      })
      expect(await (await statusPage()).text()).toContain('storniert')
      expect(await (await statusPage(unknownNumber())).text()).toContain('Buchung ansehen')

      // The reloads counted on none of the look-up's keys: number and address still have look-ups left.
      expect((await manage(number, guest.email, from(newClient()))).status).toBe(303)
      // This client's look-ups by form count as before, with the proof or without: 2 left, then 429.
      for (let i = 1; i < CLIENT_LIMIT; i++)
        expect((await manage(unknownNumber(), `nachweis-${i}-${run}@example.com`, from(client))).status).toBe(
          404,
        )
      for (const refused of [
        await manage(number, guest.email, { cookie: proof, ...from(client) }),
        await lookup(number, guest.email, client),
      ]) {
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      }
      expect((await statusPage()).status).toBe(200)
    } finally {
      await folder.remove()
      await guest.remove()
    }
  })

  it('one address from 300 client addresses: 5 look-ups are answered', async () => {
    const address = `verteilt-${run}@example.com`
    const answers = await inBatches(300, 10, () => lookup(unknownNumber(), address, newClient()))
    expect(
      count(
        answers.map((answer) => answer.status),
        404,
      ),
    ).toBe(KEY_LIMIT)
    expect(
      count(
        answers.map((answer) => answer.status),
        429,
      ),
    ).toBe(300 - KEY_LIMIT)
  })

  it('one booking number from 30 addresses and clients: 5 look-ups are answered, in-process too', async () => {
    const number = unknownNumber()
    const answers = await inBatches(30, 10, (i) =>
      lookup(number, `nummer-${i}-${run}@example.com`, newClient()),
    )
    expect(
      count(
        answers.map((answer) => answer.status),
        404,
      ),
    ).toBe(KEY_LIMIT)
    const other = unknownNumber()
    const outcomes = await inBatches(30, 10, (i) =>
      outcome(guestCaller(newClient()).booking.lookup({ number: other, email: `n-${i}-${run}@example.com` })),
    )
    expect(count(outcomes, 'ok')).toBe(KEY_LIMIT)
  })
})

describe('guest cancellation', () => {
  const cancel = (number: string, email: string, client: string) =>
    postForm(
      web.site,
      `/hotel/buchen/status/${number}`,
      { intent: 'cancel', confirm: '1', fee: '0', booking: randomUUID(), email },
      from(client),
    )

  it('30 cancellations from one client through the status page: 3 reach the booking, then 429', async () => {
    const client = newClient()
    const answers = await inBatches(30, 5, (i) =>
      cancel(unknownNumber(), `storno-${i}-${run}@example.com`, client),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 429)).toBe(30 - CLIENT_LIMIT)
    // The unknown booking: Directus's refusal, never a 500.
    for (const status of statuses.filter((each) => each !== 429)) expect([400, 404]).toContain(status)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Zu viele Versuche. Bitte warten Sie')
  })

  it('30 cancellations from one client in-process: 3 reach the booking, the rest are refused', async () => {
    const caller = guestCaller(newClient())
    const outcomes = await inBatches(30, 5, () =>
      outcome(
        caller.booking.cancel({
          booking: randomUUID(),
          expectedFee: 0,
          guest: { number: unknownNumber(), email: `storno-intern-${run}@example.com` },
        }),
      ),
    )
    expect(count(outcomes, 'TOO_MANY_REQUESTS')).toBe(30 - CLIENT_LIMIT)
  })

  it('one booking number from 30 addresses and clients: 5 cancellations reach the booking', async () => {
    const number = unknownNumber()
    const answers = await inBatches(30, 5, (i) => cancel(number, `nr-${i}-${run}@example.com`, newClient()))
    expect(
      count(
        answers.map((answer) => answer.status),
        429,
      ),
    ).toBe(30 - KEY_LIMIT)
  })

  it('one address from 30 clients: 5 cancellations reach the booking', async () => {
    const email = `storno-verteilt-${run}@example.com`
    const answers = await inBatches(30, 5, () => cancel(unknownNumber(), email, newClient()))
    expect(
      count(
        answers.map((answer) => answer.status),
        429,
      ),
    ).toBe(30 - KEY_LIMIT)
  })
})

describe('round-trip enquiry', () => {
  let departure: number
  const inbox = connectInbox()

  beforeAll(async () => {
    const today = todayInGermany()
    const query = new URLSearchParams({
      'filter[start_date][_gt]': today,
      'filter[status][_in]': 'bookable,sold_out',
      'filter[variant][round_trip][status][_eq]': 'published',
      fields: 'id',
      limit: '1',
    })
    const [found] = await adminData<Array<{ id: number }>>('GET', `/items/departures?${query}`)
    departure = found!.id
  })

  afterAll(async () => {
    const rows = await adminData<Array<{ id: string }>>(
      'GET',
      `/items/enquiries?filter[email][_contains]=${run}&fields=id&limit=-1`,
    )
    if (rows.length)
      await adminData(
        'DELETE',
        '/items/enquiries',
        rows.map((row) => row.id),
      )
  })

  const contact = (email: string) => ({
    room: 'double' as const,
    salutation: 'frau' as const,
    first_name: 'Erika',
    last_name: 'Mustermann',
    email,
    privacy: 'on' as const,
  })
  /** The form as the page sends it. */
  const form = (email: string) => ({ ...contact(email), adults: '1' })
  /** The procedure's input, as the form's action passes it on. */
  const input = (email: string) => ({ departure, form: { ...contact(email), adults: 1, children_ages: [] } })

  /** The enquiries filed for an address and the mails they sent: the visitor's copy and the company's. */
  async function filedAndMailed(email: string) {
    const rows = await adminData<Array<{ id: string }>>(
      'GET',
      `/items/enquiries?filter[email][_eq]=${encodeURIComponent(email)}&fields=id&limit=-1`,
    )
    const references = rows.map((row) => row.id.slice(0, 8).toUpperCase())
    const mailsOf = async () =>
      (await inbox.list()).filter((mail) => references.some((reference) => mail.subject.includes(reference)))
    // Each filed enquiry mails twice, after its answer: wait for those, then count every mail there is.
    await waitFor(async () => ((await mailsOf()).length >= 2 * rows.length ? true : undefined), 30_000)
    return { filed: rows.length, mails: await mailsOf() }
  }

  it('30 enquiries from one client through the form: 3 are sent (6 mails), then 429 keeping what was typed', async () => {
    const client = newClient()
    const email = `anfrage-${run}@example.com`
    const answers = await inBatches(30, 5, () =>
      postForm(web.site, `/rundreisen/anfrage/${departure}`, form(email), from(client)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 303)).toBe(CLIENT_LIMIT)
    expect(count(statuses, 429)).toBe(30 - CLIENT_LIMIT)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
    expect(html).toContain(`value="${email}"`)
    const { filed, mails } = await filedAndMailed(email)
    expect(filed).toBe(CLIENT_LIMIT)
    expect(mails.filter((mail) => mail.to.includes(email))).toHaveLength(CLIENT_LIMIT)
    expect(mails.filter((mail) => !mail.to.includes(email))).toHaveLength(CLIENT_LIMIT)
  })

  it('one address from 30 clients: 5 enquiries are sent, 10 mails', async () => {
    const email = `verteilt-anfrage-${run}@example.com`
    const answers = await inBatches(30, 5, () =>
      postForm(web.site, `/rundreisen/anfrage/${departure}`, form(email), from(newClient())),
    )
    expect(
      count(
        answers.map((answer) => answer.status),
        303,
      ),
    ).toBe(KEY_LIMIT)
    const { filed, mails } = await filedAndMailed(email)
    expect(filed).toBe(KEY_LIMIT)
    expect(mails).toHaveLength(2 * KEY_LIMIT)
  })

  it('30 enquiries from one client in-process: 3 are sent (6 mails), the rest refused', async () => {
    const caller = guestCaller(newClient())
    const email = `intern-anfrage-${run}@example.com`
    const outcomes = await inBatches(30, 5, () => outcome(caller.enquiry.send(input(email))))
    expect(count(outcomes, 'ok')).toBe(CLIENT_LIMIT)
    expect(count(outcomes, 'TOO_MANY_REQUESTS')).toBe(30 - CLIENT_LIMIT)
    const { filed, mails } = await filedAndMailed(email)
    expect(filed).toBe(CLIENT_LIMIT)
    expect(mails).toHaveLength(2 * CLIENT_LIMIT)
  })

  it('over /api/trpc, after the form used the client up: nothing is sent', async () => {
    const client = newClient()
    const email = `http-anfrage-${run}@example.com`
    for (let i = 0; i < CLIENT_LIMIT; i++) {
      await postForm(web.site, `/rundreisen/anfrage/${departure}`, form(email), from(client))
    }
    const { answered } = await overHttp('enquiry.send', 10, () => input(email), from(client))
    expect(answered).toBe(0)
    expect((await filedAndMailed(email)).filed).toBe(CLIENT_LIMIT)
  })
})

describe('password change and account deletion', () => {
  const cookies = sessionCookies(secret)
  const customers: Customer[] = []
  // One attempt after the other: each password check makes Directus hash (slow on purpose), and the
  // refused attempts are what the test is about.

  afterAll(() => Promise.all(customers.map((customer) => customer.remove())))

  /** A customer of this test, signed in: their session cookie for the site and their access token. */
  async function signedIn() {
    const customer = await createCustomer('Limit')
    customers.push(customer)
    const tokens = await directusTokens(customer.email, customer.password)
    return { customer, cookie: await cookies.cookie(tokens), accessToken: tokens.accessToken }
  }

  const newPassword = 'Ganz-Neu-2027!'
  const changeForm = (current: string) => ({
    intent: 'password',
    current,
    password: newPassword,
    confirm: newPassword,
  })
  const deleteForm = (password: string) => ({ intent: 'delete-account', password, confirm_delete: 'on' })
  const account = (cookie: string, fields: Record<string, string>, client: string) =>
    postForm(web.site, '/hotel/account', fields, { cookie, ...from(client) })
  const caller = (accessToken: string, client: string) =>
    appRouter.createCaller(createContext({ accessToken, clientKey: client }))

  /** The old password still signs in, the new one does not: nothing was changed. */
  async function passwordUnchanged(customer: Customer) {
    await expect(directusTokens(customer.email, customer.password)).resolves.toBeTruthy()
    await expect(directusTokens(customer.email, newPassword)).rejects.toThrow()
  }

  it('30 wrong current passwords from one client: 3 are checked, then 429 (the right one too)', async () => {
    const { customer, cookie } = await signedIn()
    const client = newClient()
    const answers = await inBatches(30, 1, (i) => account(cookie, changeForm(`falsch-${i}`), client))
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 400)).toBe(CLIENT_LIMIT)
    expect(count(statuses, 429)).toBe(30 - CLIENT_LIMIT)
    expect(await answers.find((answer) => answer.status === 400)!.text()).toContain(
      'Ihr aktuelles Passwort stimmt nicht.',
    )
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
    expect(html).not.toContain('falsch-')
    // Every attempt counts: the right password is refused as well while the limit lasts.
    expect((await account(cookie, changeForm(customer.password), client)).status).toBe(429)
    await passwordUnchanged(customer)
  })

  it('30 wrong current passwords from 30 client addresses with one session: 5 are checked', async () => {
    const { customer, cookie } = await signedIn()
    const answers = await inBatches(30, 1, (i) => account(cookie, changeForm(`falsch-${i}`), newClient()))
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 400)).toBe(KEY_LIMIT)
    expect(count(statuses, 429)).toBe(30 - KEY_LIMIT)
    expect((await account(cookie, changeForm(customer.password), newClient())).status).toBe(429)
    await passwordUnchanged(customer)
  })

  it('in-process, 30 wrong current passwords from 30 clients: 5 are checked; /api/trpc adds none', async () => {
    const { customer, cookie, accessToken } = await signedIn()
    const outcomes = await inBatches(30, 1, (i) =>
      outcome(
        caller(accessToken, newClient()).user.changePassword({
          current: `falsch-${i}`,
          password: newPassword,
          confirm: newPassword,
        }),
      ),
    )
    expect(count(outcomes, 'BAD_REQUEST')).toBe(KEY_LIMIT)
    expect(count(outcomes, 'TOO_MANY_REQUESTS')).toBe(30 - KEY_LIMIT)
    // The web server's count of this account, used up through the form first.
    const client = newClient()
    for (let i = 0; i < CLIENT_LIMIT; i++) await account(cookie, changeForm(`falsch-${i}`), client)
    const { answered } = await overHttp(
      'user.changePassword',
      10,
      () => ({ current: customer.password, password: newPassword, confirm: newPassword }),
      { cookie, ...from(client) },
    )
    expect(answered).toBe(0)
    await passwordUnchanged(customer)
  })

  it('account deletion, 30 wrong passwords from one client: 3 are checked, then 429; the account stays', async () => {
    const { customer, cookie } = await signedIn()
    const client = newClient()
    const answers = await inBatches(30, 1, (i) => account(cookie, deleteForm(`falsch-${i}`), client))
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 400)).toBe(CLIENT_LIMIT)
    expect(count(statuses, 429)).toBe(30 - CLIENT_LIMIT)
    // A wrong password says so (the Directus extension's own message), not the generic refusal.
    expect(await answers.find((answer) => answer.status === 400)!.text()).toContain(
      'Das Passwort stimmt nicht.',
    )
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Zu viele Versuche. Bitte warten Sie')
    expect((await account(cookie, deleteForm(customer.password), client)).status).toBe(429)
    expect((await findUser(customer.email))?.status).toBe('active')
  })

  it('account deletion from 30 client addresses: 5 password checks per account, form and in-process', async () => {
    const { customer, cookie, accessToken } = await signedIn()
    const answers = await inBatches(30, 1, (i) => account(cookie, deleteForm(`falsch-${i}`), newClient()))
    expect(
      count(
        answers.map((answer) => answer.status),
        400,
      ),
    ).toBe(KEY_LIMIT)
    expect(
      count(
        answers.map((answer) => answer.status),
        429,
      ),
    ).toBe(30 - KEY_LIMIT)
    const outcomes = await inBatches(30, 1, (i) =>
      outcome(caller(accessToken, newClient()).booking.deleteAccount({ password: `falsch-${i}` })),
    )
    expect(count(outcomes, 'BAD_REQUEST')).toBe(KEY_LIMIT)
    expect(count(outcomes, 'TOO_MANY_REQUESTS')).toBe(30 - KEY_LIMIT)
    expect((await findUser(customer.email))?.status).toBe('active')
  })
})
