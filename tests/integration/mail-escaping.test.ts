import { randomBytes, randomUUID } from 'node:crypto'

import { parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, todayInGermany } from '../../core/hotel-search'
import { adminData as admin, directusCall as call, findUser, removeUser } from '../support/directus-admin'
import { connectInbox, type ReceivedMail } from '../support/smtp'

// What a visitor types, and what an editor names in the CMS, reaches the mails as text: no markup, no
// link, no header of its own. Through the real Directus and its mailer into the SMTP sink, by the doors
// that take the most: Directus's registration, and the enquiry and booking endpoints with the web server's
// token (the site's forms check the same or more).
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const siteUrl = process.env.SITE_URL!.replace(/\/+$/, '')
const run = randomUUID().slice(0, 8)
const inbox = connectInbox()

const PHISH = '<a href="https://evil.example/phish">Hier Ihr Gutschein</a>'
const TRACKER = '<img src="https://evil.example/track.png">'
/** The phishing link as a first name fits directus_users.first_name (50 characters on PostgreSQL). */
const PHISH_NAME = '<a href="https://evil.example/p">Gutschein</a>'
const CRLF_NAME = 'Erika\r\nBcc: evil@evil.example\r\nSubject: Gewonnen'

type Node = {
  name?: string
  type: string
  attribs?: Record<string, string>
  data?: string
  children?: Node[]
}

function nodes(html: string): Node[] {
  const all: Node[] = []
  const walk = (list: Node[]) => {
    for (const node of list) {
      all.push(node)
      if (node.children) walk(node.children)
    }
  }
  walk(parseDocument(html).children as Node[])
  return all
}

/** Markup of a hostile value in a mail: elements, event attributes, links elsewhere than http(s) or to evil.example. */
function markupIn(html: string | null): string[] {
  const found: string[] = []
  for (const node of nodes(html ?? '')) {
    if (!node.attribs) continue
    if (['img', 'script', 'iframe', 'svg', 'object', 'form'].includes(node.name!))
      found.push(`<${node.name}>`)
    for (const [attribute, value] of Object.entries(node.attribs)) {
      if (/^on/i.test(attribute)) found.push(`${attribute}=`)
      if (attribute === 'href' || attribute === 'src') {
        if (!/^(https?:|mailto:)/i.test(value.trim())) found.push(`${attribute}="${value}"`)
        else if (value.includes('evil.example')) found.push(`${attribute}="${value}"`)
      }
    }
  }
  return found
}

/** The mail's visible text, white space collapsed. */
const textOf = (mail: ReceivedMail) =>
  nodes(mail.html ?? '')
    .filter((node) => node.type === 'text')
    .map((node) => node.data)
    .join(' ')
    .replace(/\s+/g, ' ')

/** The links of the mail's HTML. */
const hrefs = (mail: ReceivedMail) =>
  nodes(mail.html ?? '').flatMap((node) => (node.attribs?.href === undefined ? [] : [node.attribs.href]))

/** The names of the mail's headers, lower case. */
const headerNames = (mail: ReceivedMail) =>
  mail.headerLines.map((line) => line.split(':')[0]!.trim().toLowerCase())

/** A mail whose headers are its own: one subject, no Bcc or other header a value could have added. */
function expectOwnHeaders(mail: ReceivedMail, recipients: string[]) {
  const names = headerNames(mail)
  expect(names.filter((name) => name === 'subject')).toHaveLength(1)
  expect(names).not.toContain('bcc')
  expect(names.filter((name) => !/^[a-z0-9-]+$/.test(name))).toEqual([])
  const others = mail.headerLines.filter((line) => !/^subject:/i.test(line))
  expect(others.join('\n')).not.toMatch(/evil@evil\.example/i)
  expect(mail.subject).not.toMatch(/[\r\n]/)
  expect(mail.to.map((address) => address.toLowerCase()).sort()).toEqual(
    recipients.map((r) => r.toLowerCase()).sort(),
  )
}

describe('registration mail', () => {
  const emails: string[] = []
  afterAll(async () => {
    for (const email of emails) await removeUser(email)
  })

  async function register(firstName: string, lastName: string) {
    const email = `escape-${emails.length}-${run}@example.com`
    emails.push(email)
    const answer = await call(null, 'POST', '/users/register', {
      email,
      password: `Sicher-${randomBytes(8).toString('hex')}!`,
      first_name: firstName,
      last_name: lastName,
      verification_url: `${siteUrl}/hotel/account/willkommen`,
    })
    expect(answer.status).toBe(204)
    return { email, mail: await inbox.waitForMail({ to: email }) }
  }

  it('shows no markup from the names: no link, no image, no greeting with them', async () => {
    const { email, mail } = await register(PHISH_NAME, TRACKER)
    expect(await findUser(email)).toMatchObject({ status: 'unverified' })
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expect(markupIn(mail.html)).toEqual([])
    expect(mail.html).not.toContain('evil.example')
    expect(mail.text).not.toContain('evil.example')
    expect(textOf(mail)).toContain('Guten Tag,')
    expect(hrefs(mail).filter((link) => !link.startsWith(siteUrl))).toEqual([])
    expect(mail.links.some((link) => link.startsWith(`${siteUrl}/hotel/account/willkommen?token=`))).toBe(
      true,
    )
    expectOwnHeaders(mail, [email])
  })

  it('keeps a name with line breaks out of the headers', async () => {
    const { email, mail } = await register(CRLF_NAME, 'Muster\r\nX-Injected: 1')
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expectOwnHeaders(mail, [email])
    expect(headerNames(mail)).not.toContain('x-injected')
    expect(markupIn(mail.html)).toEqual([])
  })

  it('greets a plain name with it, escaped', async () => {
    const { mail } = await register('Erika & "Tom"', "O'Neill")
    expect(textOf(mail)).toContain(`Hallo Erika & "Tom" O'Neill,`)
    expect(markupIn(mail.html)).toEqual([])
  })
})

describe('enquiry mails', () => {
  let trip = 0
  let departure = 0
  const title = `Island ${TRACKER} & "Fjorde"\r\nBcc: evil@evil.example ${run}`

  beforeAll(async () => {
    const created = await admin<{ id: number }>('POST', '/items/round_trips', {
      status: 'published',
      slug: `escape-${run}`,
      title,
      country: 'Island',
    })
    trip = created.id
    const variant = await admin<{ id: number }>('POST', '/items/round_trip_variants', {
      round_trip: trip,
      slug: `escape-${run}-klassik`,
      title: `Klassik ${PHISH}`,
      days: 8,
    })
    const start = addDays(todayInGermany(), 40)
    departure = (
      await admin<{ id: number }>('POST', '/items/departures', {
        variant: variant.id,
        start_date: start,
        end_date: addDays(start, 7),
        price_per_person: 2199,
        single_supplement: 390,
        seats_total: 20,
        seats_left: 10,
        status: 'bookable',
      })
    ).id
  }, 60_000)

  afterAll(async () => {
    const rows = await admin<Array<{ id: string }>>(
      'GET',
      `/items/enquiries?filter[email][_contains]=${run}&fields=id&limit=-1`,
    )
    if (rows.length)
      await admin(
        'DELETE',
        '/items/enquiries',
        rows.map((row) => row.id),
      )
    if (trip) await admin('DELETE', `/items/round_trips/${trip}`)
  })

  const enquiry = (email: string, overrides: Record<string, unknown>) => ({
    departure,
    adults: 2,
    children_ages: [],
    room: 'double',
    salutation: 'frau',
    first_name: 'Erika',
    last_name: 'Mustermann',
    email,
    phone: null,
    message: null,
    ...overrides,
  })

  it('refuses markup in a name or message with a German message, and sends nothing', async () => {
    const email = `markup-${run}@example.com`
    for (const overrides of [{ first_name: PHISH }, { last_name: TRACKER }, { message: `Hallo ${PHISH}` }]) {
      const answer = await call(staticToken, 'POST', '/enquiry/send', enquiry(email, overrides))
      expect(answer.status).toBe(400)
      expect(answer.error?.message).toBe('Die Angaben zur Anfrage sind unvollständig oder ungültig.')
    }
    expect((await inbox.list()).filter((mail) => mail.to.includes(email))).toEqual([])
  })

  it('mails a link-like name and a message with line breaks as text, headers intact', async () => {
    const email = `linkname-${run}@example.com`
    const answer = await call(
      staticToken,
      'POST',
      '/enquiry/send',
      enquiry(email, {
        salutation: 'divers',
        first_name: 'Hier Ihr Gutschein: https://evil.example/phish',
        last_name: CRLF_NAME,
        message: 'Zeile 1\r\nBcc: evil@evil.example\r\n\r\njavascript:alert(1) & "Gänsefüßchen" \'x\'',
      }),
    )
    expect(answer.status).toBe(200)
    const reference = (answer.data as { id: string }).id.slice(0, 8).toUpperCase()

    // The visitor's own copy goes to an address nobody confirmed: no name that looks like a link, no free text.
    const visitor = await inbox.waitForMail({ to: email })
    expect(visitor.subject).toBe(`Ihre Anfrage: ${title.replace(/\s+/g, ' ')} (Anfrage ${reference})`)
    expectOwnHeaders(visitor, [email])
    expect(markupIn(visitor.html)).toEqual([])
    expect(textOf(visitor)).toContain('Guten Tag,')
    expect(textOf(visitor)).toContain('Ihre Nachricht haben wir mit der Anfrage erhalten.')
    expect(textOf(visitor)).toContain(`Klassik ${PHISH}`)
    expect(hrefs(visitor).filter((link) => !link.startsWith(siteUrl))).toEqual([])

    // The travel company's copy shows everything, as text; its Reply-To is the one address typed.
    const company = await inbox.waitForMail(
      (mail) => mail.subject.includes(`Neue Anfrage ${reference}`) && !mail.to.includes(email),
    )
    expect(company.subject).not.toMatch(/[\r\n]/)
    expect(markupIn(company.html)).toEqual([])
    expect(company.headerLines.filter((line) => /^reply-to:/i.test(line))).toEqual([`Reply-To: ${email}`])
    expect(headerNames(company)).not.toContain('bcc')
    expect(textOf(company)).toContain('javascript:alert(1) & "Gänsefüßchen"')
    expect(company.html).toContain('Zeile 1<br />')
    expect(hrefs(company).filter((link) => !link.startsWith(siteUrl))).toEqual([])
  })
})

describe('booking mails', () => {
  let hotel = 0
  let roomType = 0
  let rate = 0
  const arrival = addDays(todayInGermany(), 60)
  const departure = addDays(arrival, 2)
  const hotelName = `Seeblick ${TRACKER} & "Söhne"\r\nATTENDEE:mailto:evil@evil.example ${run}`

  beforeAll(async () => {
    const region = (await admin<Array<{ id: number }>>('GET', '/items/regions?limit=1&fields=id'))[0]!.id
    hotel = (
      await admin<{ id: number }>('POST', '/items/hotels', {
        status: 'published',
        slug: `escape-${run}`,
        name: hotelName,
        stars: 3,
        region,
        city: 'Binz\rX-INJECTED:1',
        tourist_tax: 0,
        price_from: 100,
        check_in: '15:00',
        check_out: '11:00',
      })
    ).id
    roomType = (
      await admin<{ id: number }>('POST', '/items/room_types', {
        hotel,
        name: `Doppelzimmer <a href="javascript:alert(1)">x</a>`,
        max_adults: 2,
        max_children: 0,
        max_occupancy: 2,
        allotment: 5,
      })
    ).id
    rate = (
      await admin<{ id: number }>('POST', '/items/rates', {
        room_type: roomType,
        name: `Flexibel </td><img src="https://evil.example/rate.png">`,
        board: 'breakfast',
        price_per_night: 100,
        free_cancellation_days: 3,
        min_nights: 1,
        season_from: todayInGermany(),
        season_to: addDays(todayInGermany(), 400),
      })
    ).id
  }, 60_000)

  afterAll(async () => {
    if (!hotel) return
    await call(process.env.DIRECTUS_ADMIN_TOKEN!, 'DELETE', '/items/bookings', {
      query: { filter: { hotel: { _eq: hotel } } },
    })
    await admin('DELETE', `/items/hotels/${hotel}`)
  })

  const offer = { arrival, departure, rooms: 1, adults: 2, children_ages: [] }
  const booking = (email: string, guest: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    hotel,
    room_type: roomType,
    rate,
    ...offer,
    guest: {
      salutation: 'frau',
      first_name: 'Erika',
      last_name: 'Mustermann',
      email,
      phone: '+49 38393 123',
      street: 'Strandweg 1',
      postal_code: '18609',
      city: 'Binz',
      country: 'Deutschland',
      ...guest,
    },
    travellers: [{ first_name: 'Max', last_name: 'Mustermann' }],
    payment_method: 'invoice',
    idempotency_key: randomUUID(),
    ...extra,
  })

  async function total() {
    const answer = await call(staticToken, 'POST', '/booking/quote', {
      hotel,
      room_type: roomType,
      rate,
      ...offer,
    })
    expect(answer.status).toBe(200)
    return (answer.data as { total: number }).total
  }

  it('refuses markup in names and wishes with a German message', async () => {
    const email = `markup-${run}@example.com`
    const expected_total = await total()
    for (const [guest, extra] of [
      [{ first_name: PHISH }, {}],
      [{ last_name: TRACKER }, {}],
      [{ city: TRACKER }, {}],
      [{}, { wishes: `Bitte ${PHISH}` }],
    ] as const) {
      const answer = await call(staticToken, 'POST', '/booking/book', {
        ...booking(email, guest, extra),
        expected_total,
      })
      expect(answer.status).toBe(400)
      // the field's own message, as the form shows it next to the field
      expect(answer.error?.message).toBe('Bitte verwenden Sie keine spitzen Klammern.')
    }
  })

  it('mails the confirmation with hostile CMS names and guest text as text, headers and calendar intact', async () => {
    const email = `gast-${run}@example.com`
    const answer = await call(staticToken, 'POST', '/booking/book', {
      ...booking(
        email,
        { first_name: CRLF_NAME, last_name: 'javascript:alert(1)', street: 'Weg 1\r\nX-Injected: 1' },
        { wishes: 'Ruhiges Zimmer\r\nBcc: evil@evil.example & "bitte"' },
      ),
      expected_total: await total(),
    })
    expect(answer.status).toBe(200)
    const { number } = (answer.data as { folder: { number: string } }).folder

    const mail = await inbox.waitForMail({ to: email, subject: /Buchungsbestätigung/ })
    expect(mail.subject).toBe(`Ihre Buchungsbestätigung ${number}`)
    expectOwnHeaders(mail, [email])
    expect(markupIn(mail.html)).toEqual([])
    const text = textOf(mail)
    expect(text).toContain(`Seeblick ${TRACKER} & "Söhne" ATTENDEE:mailto:evil@evil.example ${run}`)
    expect(text).toContain('Doppelzimmer <a href="javascript:alert(1)">x</a>')
    expect(text).toContain('Flexibel </td><img src="https://evil.example/rate.png">')
    expect(hrefs(mail).filter((link) => !link.startsWith(siteUrl))).toEqual([])

    // The calendar file: every value inside its own property, lines ending in CRLF only.
    const calendar = mail.attachments.find((attachment) => attachment.filename.endsWith('.ics'))!.content
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const unfolded = calendar
      .split('\r\n')
      .filter(Boolean)
      .reduce<string[]>(
        (lines, line) =>
          /^[ \t]/.test(line) ? [...lines.slice(0, -1), lines.at(-1)! + line.slice(1)] : [...lines, line],
        [],
      )
    const properties = unfolded.map((line) => /^[A-Z-]+/.exec(line)![0])
    expect(properties).not.toContain('ATTENDEE')
    expect(properties).not.toContain('X-INJECTED')
    expect(properties.filter((name) => name === 'BEGIN')).toEqual(['BEGIN', 'BEGIN'])
    expect(unfolded.find((line) => line.startsWith('LOCATION:'))).toContain('ATTENDEE:mailto')

    const company = await inbox.waitForMail(
      (received) => received.subject === `[Reiseportal] Ihre Buchungsbestätigung ${number}`,
    )
    expect(markupIn(company.html)).toEqual([])
    expect(headerNames(company)).not.toContain('bcc')
  })
})
