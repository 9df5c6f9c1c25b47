import { randomBytes, randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCustomer, findUser, removeUser, type Customer } from '../support/directus-admin'
import { connectInbox } from '../support/smtp'
import { BROWSER_HEADERS, cookiesFrom, postForm, startWebServer, waitFor } from '../support/web-server'

// A stranger cannot keep an owner out (docs/security.md, docs/decisions/known-device-by-mailed-link.md):
// strangers' wrong passwords throttle an account only for browsers that never signed in to it, the owner
// gets a new browser known through a mailed link, every sign-in marks its browser as known, and a browser
// can be made to forget. Directus's own login keeps the limit per account too.
const directusUrl = process.env.DIRECTUS_URL!
const env = {
  DIRECTUS_URL: directusUrl,
  DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
  // Directus mails links only to the harness's site address; the tests send them to this server instead.
  SITE_URL: process.env.SITE_URL,
  TRUST_PROXY: 'loopback',
  AUTH_RATE_LIMIT: '3',
  AUTH_ACCOUNT_LIMIT: '10',
}
const DEVICE_MAIL = 'Neues Gerät für Ihr Kundenkonto freischalten'

let address = 0
/** Every request from another forwarded address (the server trusts loopback's X-Forwarded-For). */
const elsewhere = () => ({ 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` })

/** The name=value pairs of a cookie jar after an answer: its Set-Cookie replaces or removes them. */
function jar(before: string, response: Response): string {
  const cookies = new Map(
    before
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=', 1)[0]!, pair] as const),
  )
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';', 1)[0]!
    const name = pair.split('=', 1)[0]!
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name)
    else cookies.set(name, pair)
  }
  return [...cookies.values()].join('; ')
}

const knownDevice = (cookies: string) =>
  cookies
    .split('; ')
    .filter((pair) => pair.startsWith('known_device='))
    .join('; ')

describe('a throttled account: the owner gets in on a new browser through a mailed link', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let customer: Customer
  const inbox = connectInbox()

  const login = (email: string, password: string, cookie = '') =>
    postForm(web.site, '/hotel/account/anmelden', { email, password }, { ...elsewhere(), cookie })
  const requestLink = (email: string, cookie = '') =>
    postForm(
      web.site,
      '/hotel/account/geraet-bestaetigen',
      { intent: 'anfordern', email },
      { ...elsewhere(), cookie },
    )
  const onThisServer = (link: string) => link.replace(new URL(link).origin, web.site)
  const linkFor = async (email: string) => {
    const mail = await inbox.waitForMail(
      (candidate) => candidate.to.includes(email) && candidate.subject === DEVICE_MAIL,
    )
    return onThisServer(mail.links.find((link) => link.includes('/hotel/account/geraet-bestaetigen?token='))!)
  }

  beforeAll(async () => {
    customer = await createCustomer('Eigentümerin')
    web = await startWebServer(env)
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await customer?.remove()
  })

  it('40 wrong logins from 40 addresses: refused after the limit, then the owner is offered the link', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await login(customer.email, `falsch-${i}`)).status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual(Array(30).fill(429))

    // The owner on a new phone: refused too, but not at a wall.
    const refused = await login(customer.email, customer.password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
    expect(html).toContain('Link für dieses Gerät anfordern')
    expect(html).toContain('action="/hotel/account/geraet-bestaetigen"')
  })

  it('the link, opened and confirmed in that browser, makes it known: the password works at once', async () => {
    const unknown = `niemand-${randomUUID().slice(0, 8)}@example.com`
    // The same answer for an address without an account, and no mail goes there.
    const forNobody = await requestLink(unknown)
    expect(forNobody.status).toBe(302)
    const requested = await requestLink(customer.email)
    expect(requested.status).toBe(302)
    expect(requested.headers.get('location')).toBe(forNobody.headers.get('location'))

    const link = await linkFor(customer.email)
    expect((await inbox.list()).some((mail) => mail.to.includes(unknown))).toBe(false)
    const mail = (await inbox.list()).find((candidate) => candidate.to.includes(customer.email))!
    expect(mail.to).toEqual([customer.email])
    expect(mail.text).toContain('meldet niemanden an')

    // Opening the link does not use it (mail scanners follow links); the button does.
    const page = await fetch(link, { headers: BROWSER_HEADERS })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Dieses Gerät freischalten')
    const token = new URL(link).searchParams.get('token')!
    let browser = ''
    const confirmed = await postForm(web.site, '/hotel/account/geraet-bestaetigen', {
      intent: 'bestaetigen',
      token,
    })
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe('/hotel/account/anmelden')
    browser = jar(browser, confirmed)
    expect(knownDevice(browser)).not.toBe('')

    // The account is still throttled for everyone else, but not for this browser.
    expect((await login(customer.email, customer.password)).status).toBe(429)
    const signedIn = await login(customer.email, customer.password, browser)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/hotel')
    expect(cookiesFrom(signedIn)).toContain('__session=')

    // Once only.
    const again = await postForm(web.site, '/hotel/account/geraet-bestaetigen', {
      intent: 'bestaetigen',
      token,
    })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('wurde schon verwendet')
    expect(knownDevice(jar('', again))).toBe('')
  })

  it('a forged or altered link is refused', async () => {
    const forged = await postForm(web.site, '/hotel/account/geraet-bestaetigen', {
      intent: 'bestaetigen',
      token: `${randomBytes(12).toString('base64url')}.${randomBytes(16).toString('base64url')}.${randomBytes(40).toString('base64url')}`,
    })
    expect(forged.status).toBe(400)
    expect(knownDevice(jar('', forged))).toBe('')
  })

  it('mails are limited per address: 3 in the window, then 429 with Retry-After and a German message', async () => {
    const other = await createCustomer('Postfach')
    try {
      for (let i = 0; i < 3; i++) expect((await requestLink(other.email)).status).toBe(302)
      const refused = await requestLink(other.email)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.text()).toContain('Link aus einer bereits erhaltenen E-Mail')
      // Each of the three went to the owner, whose links stay valid longer than the window.
      const mails = await waitFor(async () => {
        const sent = (await inbox.list()).filter((mail) => mail.to.includes(other.email))
        return sent.length >= 3 ? sent : undefined
      }, 15_000)
      expect(mails.map((mail) => mail.subject)).toEqual([DEVICE_MAIL, DEVICE_MAIL, DEVICE_MAIL])
    } finally {
      await other.remove()
    }
  })
})

describe('every sign-in marks its browser as known; "Dieses Gerät vergessen" unmarks it', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    web = await startWebServer(env)
  }, 30_000)

  afterAll(() => web?.stop())

  const strangerFails = async (email: string) => {
    for (let i = 0; i < 10; i++) {
      await postForm(web.site, '/hotel/account/anmelden', { email, password: `falsch-${i}` }, elsewhere())
    }
  }
  const login = (email: string, password: string, cookie: string) =>
    postForm(web.site, '/hotel/account/anmelden', { email, password }, { ...elsewhere(), cookie })

  it('the verification link signs in and makes the browser known', async () => {
    const email = `bestaetigt-${randomUUID().slice(0, 8)}@example.com`
    const password = `Reise-${randomBytes(6).toString('hex')}!`
    try {
      const registered = await postForm(web.site, '/hotel/account/registrieren', {
        first_name: 'Neu',
        last_name: 'Kundin',
        email,
        password,
        confirm: password,
        terms: 'on',
      })
      expect(registered.status).toBe(302)
      let browser = jar('', registered)
      const mail = await connectInbox().waitForMail({ to: email })
      const link = mail.links.find((candidate) => candidate.includes('/hotel/account/willkommen?token='))!
      const welcomed = await fetch(link.replace(new URL(link).origin, web.site), {
        headers: { ...BROWSER_HEADERS, cookie: browser },
        redirect: 'manual',
      })
      expect(welcomed.status).toBe(302)
      browser = jar(browser, welcomed)
      expect(browser).toContain('__session=')
      expect(knownDevice(browser)).not.toBe('')

      // A stranger throttles the new account: this browser still signs in, a new one does not.
      await strangerFails(email)
      expect((await login(email, password, '')).status).toBe(429)
      expect((await login(email, password, knownDevice(browser))).status).toBe(302)
    } finally {
      await removeUser(email)
    }
  })

  it('logout with "Dieses Gerät vergessen" makes the browser a stranger again; plain logout does not', async () => {
    const customer = await createCustomer('Gemeinsam')
    try {
      let browser = ''
      const first = await login(customer.email, customer.password, browser)
      expect(first.status).toBe(302)
      browser = jar(browser, first)
      expect(knownDevice(browser)).not.toBe('')

      // The header's logout form offers both buttons (no JavaScript needed).
      const page = await fetch(`${web.site}/hotel/account`, {
        headers: { ...BROWSER_HEADERS, cookie: browser },
      })
      const html = await page.text()
      expect(html).toMatch(
        /<button[^>]*name="geraet"[^>]*value="vergessen"[^>]*>Dieses Gerät vergessen<\/button>/,
      )

      const out = await postForm(web.site, '/hotel/account/abmelden', {}, { cookie: browser })
      expect(out.status).toBe(302)
      browser = jar(browser, out)
      expect(knownDevice(browser)).not.toBe('')

      const again = await login(customer.email, customer.password, browser)
      expect(again.status).toBe(302)
      browser = jar(browser, again)
      const forgotten = await postForm(
        web.site,
        '/hotel/account/abmelden',
        { geraet: 'vergessen' },
        { cookie: browser },
      )
      expect(forgotten.status).toBe(302)
      browser = jar(browser, forgotten)
      expect(browser).not.toContain('__session=')
      expect(knownDevice(browser)).toBe('')

      await strangerFails(customer.email)
      expect((await login(customer.email, customer.password, browser)).status).toBe(429)
    } finally {
      await customer.remove()
    }
  })
})

describe("Directus's own login keeps the limit per account", () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let customer: Customer
  let ownersBrowser: string

  const direct = (email: string, password: string, i: number) =>
    fetch(`${directusUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${(i % 250) + 1}` },
      body: JSON.stringify({ email, password, mode: 'json' }),
    })

  beforeAll(async () => {
    customer = await createCustomer('Studio')
    web = await startWebServer(env)
    const first = await postForm(web.site, '/hotel/account/anmelden', {
      email: customer.email,
      password: customer.password,
    })
    expect(first.status).toBe(302)
    ownersBrowser = knownDevice(jar('', first))
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await customer?.remove()
  })

  it('30 wrong passwords straight at Directus, each from another address: refused after 10', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await direct(customer.email, `falsch-${i}`, i)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(20).fill(429))

    // The right password at Directus's door waits for the window too, and says when to come back.
    const right = await direct(customer.email, customer.password, 99)
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await findUser(customer.email))?.status).toBe('active')

    // The site's logins are its own to count: the owner's browser signs in.
    const owner = await postForm(
      web.site,
      '/hotel/account/anmelden',
      { email: customer.email, password: customer.password },
      { ...elsewhere(), cookie: ownersBrowser },
    )
    expect(owner.status).toBe(302)
    expect(cookiesFrom(owner)).toContain('__session=')
  })

  it('an unknown address is refused alike (the answer tells nothing about accounts)', async () => {
    const nobody = `niemand-${randomUUID().slice(0, 8)}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await direct(nobody, `falsch-${i}`, i)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it("a parallel burst counts too, and GraphQL's auth_login is limited on the same counter", async () => {
    const other = await createCustomer('Parallel')
    const graphqlLogin = async (password: string) => {
      const response = await fetch(`${directusUrl}/graphql/system`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation ($email: String!, $password: String!) { auth_login(email: $email, password: $password) { access_token } }',
          variables: { email: other.email, password },
        }),
      })
      return (await response.json()) as {
        data?: { auth_login?: { access_token?: string } | null } | null
        errors?: Array<{ extensions?: { code?: string } }>
      }
    }
    try {
      expect((await graphqlLogin(other.password)).data?.auth_login?.access_token).toBeTruthy()
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => direct(other.email, `falsch-${i}`, i)),
      )
      expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true)
      expect((await direct(other.email, other.password, 7)).status).toBe(429)
      // Past the limit the right password is refused like a wrong one: no door confirms a guess.
      const refused = await graphqlLogin(other.password)
      expect(refused.data?.auth_login?.access_token).toBeFalsy()
      expect(refused.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS')
    } finally {
      await other.remove()
    }
  })
})
