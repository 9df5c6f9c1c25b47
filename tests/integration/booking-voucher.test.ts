import { randomBytes, randomUUID } from 'node:crypto'
import { inflateSync } from 'node:zlib'

import { parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatDate, formatPrice } from '../../core/format'
import { addDays, todayInGermany } from '../../core/hotel-search'
import { invoiceDueDate } from '../../core/payment'
import { adminData as admin, directusCall as call } from '../support/directus-admin'
import { connectInbox, type ReceivedMail } from '../support/smtp'
import { BROWSER_HEADERS, cookiesFrom, postForm, startWebServer } from '../support/web-server'

// The confirmation of a guest's booking paid by invoice is a voucher: the mail as a mail client shows it
// (read from the SMTP sink), its PDF and calendar file, and the same documents on the guest's status page,
// which only a guest who proved the booking in this browser gets.
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const siteUrl = process.env.SITE_URL!.replace(/\/+$/, '')
const run = randomUUID().slice(0, 8)
const inbox = connectInbox()

const arrival = addDays(todayInGermany(), 30)
const departure = addDays(arrival, 2)
const BANK = {
  bank_account_holder: 'Reiseportal GmbH',
  bank_name: 'Beispielbank Berlin',
  bank_iban: 'DE02120300000000202051',
  bank_bic: 'BYLADEM1001',
  payment_due_days: 14,
}

let hotel = 0
let roomType = 0
let rate = 0
let web: Awaited<ReturnType<typeof startWebServer>>

beforeAll(async () => {
  await admin('PATCH', '/items/site_settings', BANK)
  const region = (await admin<Array<{ id: number }>>('GET', '/items/regions?limit=1&fields=id'))[0]!.id
  hotel = (
    await admin<{ id: number }>('POST', '/items/hotels', {
      status: 'published',
      slug: `voucher-${run}`,
      name: `Strandhotel Voucher ${run}`,
      stars: 4,
      region,
      address: 'Strandpromenade 7',
      postal_code: '18609',
      city: 'Binz',
      country: 'Deutschland',
      phone: '+49 30 23125 042',
      tourist_tax: 0,
      price_from: 100,
      check_in: '15:00',
      check_out: '11:00',
    })
  ).id
  roomType = (
    await admin<{ id: number }>('POST', '/items/room_types', {
      hotel,
      name: 'Doppelzimmer Meerblick',
      max_adults: 2,
      max_children: 0,
      max_occupancy: 2,
      allotment: 5,
    })
  ).id
  rate = (
    await admin<{ id: number }>('POST', '/items/rates', {
      room_type: roomType,
      name: 'Flexibel',
      board: 'breakfast',
      price_per_night: 120,
      free_cancellation_days: 3,
      min_nights: 1,
      season_from: todayInGermany(),
      season_to: addDays(todayInGermany(), 400),
    })
  ).id
  web = await startWebServer({
    DIRECTUS_URL: process.env.DIRECTUS_URL,
    DIRECTUS_STATIC_TOKEN: staticToken,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  })
}, 90_000)

afterAll(async () => {
  await web?.stop()
  if (!hotel) return
  await call(process.env.DIRECTUS_ADMIN_TOKEN!, 'DELETE', '/items/bookings', {
    query: { filter: { hotel: { _eq: hotel } } },
  })
  await admin('DELETE', `/items/hotels/${hotel}`)
})

const offer = { arrival, departure, rooms: 1, adults: 2, children_ages: [] }

/** A guest's booking through the booking endpoint (as the site's form sends it): its number and id. */
async function book(email: string, paymentMethod: 'invoice' | 'hotel' = 'invoice') {
  const quote = await call(staticToken, 'POST', '/booking/quote', {
    hotel,
    room_type: roomType,
    rate,
    ...offer,
  })
  expect(quote.status).toBe(200)
  const total = (quote.data as { total: number }).total
  const answer = await call(staticToken, 'POST', '/booking/book', {
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
      street: 'Holstenstraße 1',
      postal_code: '23552',
      city: 'Lübeck',
      country: 'Deutschland',
    },
    travellers: [{ first_name: 'Max', last_name: 'Mustermann' }],
    payment_method: paymentMethod,
    idempotency_key: randomUUID(),
    expected_total: total,
  })
  expect(answer.status).toBe(200)
  const folder = (answer.data as { folder: { id: string; number: string } }).folder
  const [booking] = await admin<Array<{ id: string }>>(
    'GET',
    `/items/bookings?filter[folder][_eq]=${folder.id}&fields=id`,
  )
  return { number: folder.number, booking: booking!.id, total }
}

type Node = {
  type: string
  name?: string
  attribs?: Record<string, string>
  data?: string
  children?: Node[]
}
const nodesOf = (html: string) => {
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

/** Any kind of space (also the no-break space of prices) as one space. */
const words = (text: string) => text.replace(/\s+/g, ' ')

/** The mail's visible text, white space collapsed. */
const textOf = (mail: ReceivedMail) =>
  nodesOf(mail.html ?? '')
    .filter((node) => node.type === 'text')
    .map((node) => node.data)
    .join(' ')
    .replace(/\s+/g, ' ')

/** The links of the mail's HTML with their text. */
const linksOf = (mail: ReceivedMail) =>
  nodesOf(mail.html ?? '')
    .filter((node) => node.name === 'a')
    .map((node) => ({
      href: node.attribs!.href,
      text: (node.children ?? []).map((child) => child.data ?? '').join(''),
    }))

const win1252 = new TextDecoder('windows-1252')

/**
 * The text a PDF of pdfkit shows: its content streams inflated, the strings of their text operators
 * (hex strings in WinAnsi, the encoding of the standard fonts) in order, white space collapsed.
 */
function pdfText(pdf: Buffer): string {
  const texts: string[] = []
  const raw = pdf.toString('latin1')
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = stream!
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1')
    } catch {
      // an uncompressed stream
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]<])*)\]\s*TJ/g))
      texts.push(
        [...array!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map(([, hex]) => win1252.decode(Buffer.from(hex!, 'hex')))
          .join(''),
      )
  }
  return texts.join(' ').replace(/\s+/g, ' ')
}

describe('the confirmation of an invoice booking', () => {
  it('is a voucher: name, hotel, stay, cancellation, bank transfer, manage link, PDF and calendar file', async () => {
    const email = `voucher-${run}@example.com`
    const { number, total } = await book(email)
    const mail = await inbox.waitForMail({ to: email, subject: /Buchungsbestätigung/ })
    const text = textOf(mail)

    expect(text).toContain('Sehr geehrte Frau Mustermann,')
    expect(text).not.toContain('Guten Tag,')
    for (const line of [
      `Strandhotel Voucher ${run}`,
      'Strandpromenade 7',
      '18609 Binz',
      'Telefon: +49 30 23125 042',
      'Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr',
    ])
      expect(text).toContain(line)
    expect(text).toContain('Zimmer 1 × Doppelzimmer Meerblick (Flexibel)')
    expect(text).toContain('Verpflegung Frühstück')
    expect(text).toContain('Reisende 2 Erwachsene')
    expect(text).toContain('Namen Erika Mustermann, Max Mustermann')
    expect(text).toContain(
      `Kostenlos stornierbar bis einschließlich ${formatDate(addDays(arrival, -3))}; danach fallen Stornokosten an.`,
    )

    const amount = words(formatPrice(total))
    const due = formatDate(invoiceDueDate({ bookedOn: todayInGermany(), arrival, dueDays: 14 }))
    expect(due).toBe(formatDate(addDays(todayInGermany(), 14)))
    expect(text).toContain(`Bitte überweisen Sie ${amount} bis zum ${due} auf dieses Konto`)
    for (const line of [
      'Kontoinhaber: Reiseportal GmbH',
      'IBAN: DE02 1203 0000 0000 2020 51',
      'BIC: BYLADEM1001',
      `Betrag: ${amount}`,
      `Verwendungszweck: ${number}`,
      `Fällig bis: ${due}`,
    ])
      expect(text).toContain(line)

    const manageUrl = `${siteUrl}/hotel/buchen/status/${number}`
    expect(linksOf(mail)).toContainEqual({ href: manageUrl, text: 'Buchung verwalten' })

    const files = mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])
    expect(files).toEqual([
      [`Buchungsbestaetigung-${number}.pdf`, 'application/pdf'],
      [`Buchung-${number}.ics`, 'text/calendar'],
    ])
    const calendar = mail.attachments[1]!.content
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${arrival.replace(/-/g, '')}`)
    expect(calendar.replace(/\r\n[ \t]/g, '')).toContain(`Strandpromenade 7\\, 18609 Binz`)

    const pdf = Buffer.from(mail.attachments[0]!.content, 'base64')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const voucher = pdfText(pdf)
    for (const line of [
      'Buchungsbestätigung und Voucher',
      `Vorgangsnummer: ${number}`,
      `Strandhotel Voucher ${run}`,
      'Strandpromenade 7',
      '18609 Binz',
      'Telefon: +49 30 23125 042',
      'Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr',
      'Zimmer: 1 × Doppelzimmer Meerblick (Flexibel)',
      'Verpflegung: Frühstück',
      'Namen: Erika Mustermann, Max Mustermann',
      `Gesamtpreis: ${amount}`,
      'IBAN: DE02 1203 0000 0000 2020 51',
      'BIC: BYLADEM1001',
      `Verwendungszweck: ${number}`,
      `Fällig bis: ${due}`,
      'Kostenlos stornierbar bis einschließlich',
      manageUrl,
    ])
      expect(voucher).toContain(line)
  })

  it('tells a guest who pays at the hotel so, with no bank details', async () => {
    const email = `vor-ort-${run}@example.com`
    const { total } = await book(email, 'hotel')
    const text = textOf(await inbox.waitForMail({ to: email, subject: /Buchungsbestätigung/ }))
    expect(text).toContain(`Sie bezahlen den Gesamtpreis von ${words(formatPrice(total))} im Hotel.`)
    expect(text).not.toContain('IBAN')
  })
})

describe('the documents on the guest status page', () => {
  const get = (path: string, cookie = '') =>
    fetch(`${web.site}${path}`, { headers: { ...BROWSER_HEADERS, cookie }, redirect: 'manual' })
  const documents = (number: string, booking: string) => [
    `/hotel/buchen/status/${number}/${booking}/bestaetigung.pdf`,
    `/hotel/buchen/status/${number}/${booking}/kalender.ics`,
  ]

  it('offers PDF and calendar file to a guest who proved the booking, and to nobody else', async () => {
    const email = `status-${run}@example.com`
    const mine = await book(email)
    const other = await book(`anderer-${run}@example.com`)
    const [pdfPath, icsPath] = documents(mine.number, mine.booking)

    // Without the proof: nothing, the same as for a booking that does not exist.
    for (const path of [pdfPath!, icsPath!, ...documents(mine.number, randomUUID())])
      expect((await get(path)).status, path).toBe(404)

    // Proved under "Buchung verwalten": the status page links both, and both download.
    const proved = await postForm(web.site, '/hotel/buchen/status', { number: mine.number, email })
    expect(proved.status).toBe(303)
    const proof = cookiesFrom(proved)
    const page = await (await get(`/hotel/buchen/status/${mine.number}`, proof)).text()
    const hrefs = nodesOf(page).flatMap((node) => (node.name === 'a' ? [node.attribs!.href] : []))
    expect(hrefs).toEqual(expect.arrayContaining([pdfPath, icsPath]))

    const pdf = await get(pdfPath!, proof)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Buchungsbestaetigung-${mine.number}.pdf"`,
    )
    const body = Buffer.from(await pdf.arrayBuffer())
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfText(body)).toContain(`Vorgangsnummer: ${mine.number}`)
    const ics = await get(icsPath!, proof)
    expect(ics.status).toBe(200)
    expect(await ics.text()).toContain('BEGIN:VCALENDAR')

    // The proof of one booking opens no other: not another's number, not another's booking under its own.
    for (const path of [...documents(other.number, other.booking), ...documents(mine.number, other.booking)])
      expect((await get(path, proof)).status, path).toBe(404)

    // The status page's own form proves the booking too.
    const own = await postForm(web.site, `/hotel/buchen/status/${other.number}`, {
      intent: 'lookup',
      email: `anderer-${run}@example.com`,
    })
    expect(own.status).toBe(200)
    expect((await get(documents(other.number, other.booking)[0]!, cookiesFrom(own))).status).toBe(200)
  })

  it('the booking endpoint hands a guest document only to the web server, with number and address', async () => {
    const email = `tuer-${run}@example.com`
    const { number, booking } = await book(email)
    const path = `/booking/documents/${booking}/bestaetigung.pdf`
    expect((await call(staticToken, 'GET', path)).status).toBe(404)
    expect(
      (await call(staticToken, 'POST', path, { number, email: `falsch-${run}@example.com` })).status,
    ).toBe(404)
    expect((await call(null, 'POST', path, { number, email })).status).toBe(401)
    expect((await call(staticToken, 'POST', path, { number, email })).status).toBe(200)
  })
})
