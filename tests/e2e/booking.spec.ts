import { randomUUID } from 'node:crypto'

import type { Page, TestInfo } from '@playwright/test'

import { FOLDER_NUMBER } from '../../core/booking'
import { expectNoAxeViolations } from '../support/axe'
import { isoInDays } from '../support/dates'
import { createCustomer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import { connectInbox } from '../support/smtp'

// The booking journey from the search to the account, with JavaScript on and off, against the
// real Directus and its booking extension. Each test books on dates of its own so that the parallel
// projects never compete for the same rooms.

/**
 * A stay of three nights that no other test of this run books (tests run in parallel workers): three, the
 * longest minimum stay of the seed (the coast's high season), so that some hotel can be booked whatever the
 * day the tests run.
 */
function stayFor(testInfo: TestInfo, slot: number) {
  const start = 60 + (testInfo.project.name === 'js-off' ? 100 : 0) + slot * 4
  return { arrival: isoInDays(start), departure: isoInDays(start + 3) }
}

/** From the search to the booking page of the first bookable offer. */
async function openBookingPage(page: Page, stay: { arrival: string; departure: string }) {
  await page.goto(`/hotel?ziel=Ostsee&anreise=${stay.arrival}&abreise=${stay.departure}`)
  // the first hotel with an offer for the stay (one sold out on those nights is listed too, without one)
  await page
    .getByRole('list', { name: 'Suchergebnisse' })
    .getByRole('link', { name: /^Angebot ansehen: / })
    .first()
    .click()
  // An offer with free cancellation, so that the tests can cancel for free.
  await page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: 'Kostenlos stornierbar' })
    .first()
    .getByRole('link', { name: /buchen$/ })
    .click()
  await expect(page).toHaveURL(/\/hotel\/buchen\?/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Buchung')
}

async function fillLeadTraveller(page: Page, email: string) {
  await page.getByLabel('Frau', { exact: true }).check()
  await page.getByLabel('Vorname', { exact: true }).fill('Erika')
  await page.getByLabel('Nachname', { exact: true }).fill('Mustermann')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Telefon').fill('+49 451 123456')
  await page.getByLabel('Straße und Hausnummer').fill('Holstenstraße 1')
  await page.getByLabel('PLZ', { exact: true }).fill('23552')
  await page.getByLabel('Ort', { exact: true }).fill('Lübeck')
}

async function fillRest(page: Page) {
  await page.getByLabel('Vorname, Erwachsene/r 2').fill('Max')
  await page.getByLabel('Nachname, Erwachsene/r 2').fill('Mustermann')
  await page.getByLabel('Rechnung / Überweisung').check()
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check()
  await page.getByLabel(/Datenschutzhinweise/).check()
}

const FUTURE_COSTS = /danach fallen Stornokosten an|melden uns mit den Stornokosten/

/** A page's or mail's words with every kind of space as one space. */
const wordsOf = (text: string | { html: string | null; text: string }) =>
  (typeof text === 'string' ? text : (text.html ?? text.text)).replace(/\s+/g, ' ')

/**
 * Cancels the one confirmed booking on the page in two steps: the first button shows the cost, "Abbrechen"
 * leaves the booking as it is, "Jetzt stornieren" cancels.
 */
async function cancelWithConfirmation(page: Page) {
  const confirmation = page.getByRole('region', { name: 'Stornierung bestätigen' })
  await page.getByRole('button', { name: 'Buchung stornieren …' }).click()
  await expect(confirmation).toBeVisible()
  expect(wordsOf((await confirmation.textContent())!)).toContain('Stornierung kostenfrei (0,00 €)')
  await confirmation
    .getByRole('button', { name: 'Abbrechen' })
    .or(confirmation.getByRole('link', { name: 'Abbrechen' }))
    .click()
  await expect(confirmation).toHaveCount(0)
  await expect(page.getByText('bestätigt', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Buchung stornieren …' }).click()
  await confirmation.getByRole('button', { name: 'Jetzt stornieren' }).click()
}

/** After the cancellation nothing on the page speaks of costs to come. */
async function expectNoFutureCosts(page: Page) {
  await expect(page.getByRole('region', { name: 'Stornierung bestätigen' })).toHaveCount(0)
  expect(wordsOf((await page.locator('main').textContent())!)).not.toMatch(FUTURE_COSTS)
}

test.describe('booking', () => {
  test.use({ allowedConsoleErrors: [/status of (400|404|409)/] })

  test('a guest books, gets the confirmation mail, finds the booking with number and e-mail, and cancels it', async ({
    page,
  }, testInfo) => {
    // Booking, mail, another browser's lookup and the cancellation: one journey, three times the budget.
    test.slow()
    const email = `gast-${randomUUID().slice(0, 8)}@example.com`
    await openBookingPage(page, stayFor(testInfo, 1))
    const aside = page.getByRole('complementary')
    await expect(aside).toContainText('Gesamtpreis')
    await expect(aside).toContainText('Kurtaxe')
    await expect(aside).toContainText('kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB)')
    await expect(page.getByRole('button', { name: 'zahlungspflichtig buchen' })).toBeVisible()
    await expect(page.getByText(/Kreditkarte/)).toHaveCount(0)
    await expectNoAxeViolations(page)

    await fillLeadTraveller(page, email)
    await fillRest(page)
    await page.getByLabel('Voraussichtliche Ankunftszeit (optional, z. B. 15:30)').fill('16:30')
    await page.getByRole('button', { name: 'zahlungspflichtig buchen' }).click()

    await expect(page).toHaveURL(/\/hotel\/buchen\/buchung-erfolgreich$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vielen Dank, Ihre Buchung ist bestätigt',
    )
    const number = (await page.getByRole('status').locator('strong').textContent())!.trim()
    expect(number).toMatch(FOLDER_NUMBER)
    await expect(page.getByText(email)).toBeVisible()
    await expectNoAxeViolations(page)

    const mail = await connectInbox().waitForMail({
      to: email,
      subject: `Ihre Buchungsbestätigung ${number}`,
    })
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `Buchungsbestaetigung-${number}.pdf`,
      `Buchung-${number}.ics`,
    ])

    // Another browser (no session, no cookie of the booking): the status page asks for the proof first.
    await page.context().clearCookies()
    await page.goto(`/hotel/buchen/status/${number}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchungsstatus')
    await expectNoAxeViolations(page)
    await page.getByLabel('E-Mail-Adresse').fill('jemand-anders@example.com')
    await page.getByRole('button', { name: 'Buchung anzeigen' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'Wir haben keine Buchung mit dieser Vorgangsnummer und E-Mail-Adresse gefunden.',
    )
    await expect(page.getByText('Erika')).toHaveCount(0)
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('button', { name: 'Buchung anzeigen' }).click()
    await expect(page.getByText('bestätigt', { exact: true })).toBeVisible()
    // The proven guest downloads the voucher and the calendar file from the page.
    for (const [name, start] of [
      ['Voucher als PDF', '%PDF-'],
      ['In den Kalender (.ics)', 'BEGIN'],
    ] as const) {
      const href = await page.getByRole('link', { name }).getAttribute('href')
      const download = await page.request.get(href!)
      expect(download.status(), name).toBe(200)
      expect((await download.body()).subarray(0, start.length).toString()).toBe(start)
    }
    await cancelWithConfirmation(page)
    await expect(
      page.getByText('Ihre Buchung ist storniert. Sie erhalten eine Bestätigung per E-Mail.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(page.getByText('storniert', { exact: true })).toBeVisible()
    await expectNoFutureCosts(page)
    const cancellation = await connectInbox().waitForMail({
      to: email,
      subject: `Ihre Stornierung ${number}`,
    })
    expect(wordsOf(cancellation)).toContain('Stornokosten: 0,00 €')
    expect(wordsOf(cancellation)).not.toMatch(FUTURE_COSTS)
  })

  test('wrong and hostile input: German messages next to the fields, values kept, 400, nothing booked', async ({
    page,
  }, testInfo) => {
    test.slow() // a journey: search, detail, a refused and a corrected booking
    const email = `falsch-${randomUUID().slice(0, 8)}@example.com`
    await openBookingPage(page, stayFor(testInfo, 2))
    await page.getByLabel('Vorname', { exact: true }).fill('<script>alert(1)</script>')
    await page.getByLabel('E-Mail-Adresse').fill('keine-adresse')
    await page.getByLabel('Telefon').fill('kein Telefon')
    await page.getByLabel('PLZ', { exact: true }).fill('!!!')
    await page.getByLabel('Ihre Wünsche an das Hotel (optional)').fill('x'.repeat(1200))
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    const address = page.url()
    if (testInfo.project.name === 'js-on') {
      // The form checks itself in the browser before it is sent: nothing goes to the server.
      await page.getByRole('button', { name: 'zahlungspflichtig buchen' }).click()
      await expect(page.getByText('Bitte wählen Sie eine Anrede.').first()).toBeVisible()
      expect(posts).toEqual([])
      expect(page.url()).toBe(address)
    } else {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST')
      await page.getByRole('button', { name: 'zahlungspflichtig buchen' }).click()
      expect((await answer).status()).toBe(400)
    }

    for (const message of [
      'Bitte wählen Sie eine Anrede.',
      'Bitte verwenden Sie keine spitzen Klammern.',
      'Bitte geben Sie Ihren Nachnamen an.',
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      'Bitte geben Sie eine gültige Telefonnummer an.',
      'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).',
      'Bitte höchstens 1000 Zeichen.',
      'Bitte wählen Sie, wie Sie bezahlen möchten.',
      'Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu.',
      'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
      'Bitte geben Sie den Vornamen an.',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible()
    }
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('<script>alert(1)</script>')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('keine-adresse')
    await expect(page.getByLabel('Telefon')).toHaveValue('kein Telefon')
    await expectNoAxeViolations(page)

    // Corrected, it books.
    await fillLeadTraveller(page, email)
    if (testInfo.project.name === 'js-on') {
      // the form (an island of the page) checks a corrected field again while it is typed, before any post
      await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toHaveCount(0)
      await expect(page.getByText('Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).')).toHaveCount(
        0,
      )
    }
    await page.getByLabel('Ihre Wünsche an das Hotel (optional)').fill('Ein ruhiges Zimmer, bitte.')
    await fillRest(page)
    await page.getByRole('button', { name: 'zahlungspflichtig buchen' }).click()
    await expect(page).toHaveURL(/\/hotel\/buchen\/buchung-erfolgreich$/)
  })

  test('a changed price or a tampered offer books nothing and says why', async ({
    page,
    request,
  }, testInfo) => {
    const stay = stayFor(testInfo, 3)
    await openBookingPage(page, stay)
    const url = new URL(page.url())

    // The detail page's link with another price than today's: back to the hotel with the new price.
    const entry = new URL(`/hotel/buchen/${url.searchParams.get('hotel')}${url.search}`, url)
    entry.searchParams.delete('hotel')
    entry.searchParams.set('preis', '1.00')
    await page.goto(entry.pathname + entry.search)
    await expect(page).toHaveURL(new RegExp(`/hotel/details/${url.searchParams.get('hotel')}\\?`))
    await expect(page.getByText(/Der Preis hat sich geändert/)).toBeVisible()

    // A tariff that does not belong to the room, a malformed id, an unknown hotel: 404, never 500.
    for (const tampered of [
      url.search.replace(/tarif=\d+/, 'tarif=999999'),
      url.search.replace(/zimmertyp=\d+/, 'zimmertyp=abc'),
      url.search.replace(/hotel=\d+/, 'hotel=999999'),
    ]) {
      expect((await request.get(`/hotel/buchen${tampered}`)).status(), tampered).toBe(404)
    }
    expect((await request.get('/hotel/buchen/abc?anreise=x')).status()).toBe(404)

    // A stay the search would refuse (past dates, more rooms than bookable): back to the hotel, with the reason.
    for (const [change, reason] of [
      [{ anreise: '2020-01-06', abreise: '2020-01-08' }, /Vergangenheit/],
      [{ zimmer: '50' }, /höchstens 9 Zimmer/],
    ] as const) {
      const link = new URL(entry)
      for (const [name, value] of Object.entries(change)) link.searchParams.set(name, value)
      await page.goto(link.pathname + link.search)
      await expect(page).toHaveURL(new RegExp(`/hotel/details/${url.searchParams.get('hotel')}\\?`))
      await expect(page.getByText(reason).first()).toBeVisible()
    }

    // A form whose price changed after it was shown: 409, nothing booked, everything typed kept.
    await page.goto(url.pathname + url.search)
    const email = `preis-${randomUUID().slice(0, 8)}@example.com`
    await fillLeadTraveller(page, email)
    await fillRest(page)
    // The form as a browser holding an older price would send it (changing the hidden field in the page
    // would not do: the hydrated form writes its value again when it re-renders on submit).
    await page.route(/\/hotel\/buchen/, async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.continue()
      const body = request.postData() ?? ''
      expect(body).toMatch(/expected_total=\d/)
      await route.continue({ postData: body.replace(/expected_total=[^&]*/, 'expected_total=1.00') })
    })
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'zahlungspflichtig buchen' }).click()
    expect((await answer).status()).toBe(409)
    await expect(page.getByRole('alert')).toContainText('Der Preis hat sich geändert')
    await expect(page.getByRole('alert')).toContainText('Es wurde nichts gebucht.')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
    await expect(page.getByLabel('Vorname, Erwachsene/r 2')).toHaveValue('Max')
  })

  test('a customer books with the data filled in, manages the booking in the account, and nobody else can see it', async ({
    page,
    browser,
    signIn,
    customer,
  }, testInfo) => {
    // A whole journey through five pages and two browsers: three times the usual budget.
    test.slow()
    await signIn(customer)
    await openBookingPage(page, stayFor(testInfo, 4))
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(customer.email)
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erika')
    await page.getByLabel('Frau', { exact: true }).check()
    await page.getByLabel('Telefon').fill('+49 451 123456')
    await page.getByLabel('Straße und Hausnummer').fill('Holstenstraße 1')
    await page.getByLabel('PLZ', { exact: true }).fill('23552')
    await page.getByLabel('Ort', { exact: true }).fill('Lübeck')
    await fillRest(page)
    await page.getByRole('button', { name: 'zahlungspflichtig buchen' }).click()
    await expect(page).toHaveURL(/\/hotel\/buchen\/buchung-erfolgreich$/)

    await page.goto('/hotel/account/buchungen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchungen')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: /Vorgang RP-/ }).click()
    await expect(page).toHaveURL(/\/hotel\/account\/buchungen\/[0-9a-f-]{36}$/)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Details, Dokumente und Stornierung' }).click()
    await expect(page).toHaveURL(/\/hotel\/account\/buchungen\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchungsdetails')
    await expectNoAxeViolations(page)
    const detailUrl = page.url()

    // The stay is the booking's first segment; its index goes into the address only when chosen.
    await page.getByRole('link', { name: /^1\. Aufenthalt/ }).click()
    await expect(page).toHaveURL(`${detailUrl}?segment=0`)
    expect((await page.request.get(`${new URL(detailUrl).pathname}?segment=7`)).status()).toBe(404)

    const pdf = await page.request.get(`${new URL(detailUrl).pathname}/bestaetigung.pdf`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const ics = await page.request.get(`${new URL(detailUrl).pathname}/kalender.ics`)
    expect(await ics.text()).toContain('BEGIN:VEVENT')

    // Another customer: the same addresses answer 404, the documents too.
    const other = await createCustomer('Otto')
    const { baseURL } = testInfo.project.use
    const stranger = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'de-DE' })
    try {
      const login = await stranger.request.post('/hotel/account/anmelden', {
        form: { email: other.email, password: other.password },
        headers: { origin: new URL(detailUrl).origin },
        maxRedirects: 0,
      })
      expect(login.status()).toBe(302)
      for (const path of ['', '/bestaetigung.pdf', '/kalender.ics']) {
        expect((await stranger.request.get(new URL(detailUrl).pathname + path)).status(), path).toBe(404)
      }
      const cancel = await stranger.request.post(new URL(detailUrl).pathname, {
        form: { intent: 'cancel', booking: new URL(detailUrl).pathname.split('/').pop()! },
        headers: { origin: new URL(detailUrl).origin },
        maxRedirects: 0,
      })
      expect(cancel.status()).toBe(404)
    } finally {
      await stranger.close()
      await other.remove()
    }

    // A single POST without the confirmed cost only asks; the booking stays.
    const stray = await page.request.post(new URL(detailUrl).pathname, {
      form: { intent: 'cancel', booking: new URL(detailUrl).pathname.split('/').pop()! },
      headers: { origin: new URL(detailUrl).origin },
      maxRedirects: 0,
    })
    expect(stray.status()).toBe(200)
    expect(await stray.text()).toContain('Stornierung kostenfrei (0,00 €)')
    await page.goto(detailUrl)
    await expect(page.getByText('bestätigt', { exact: true })).toBeVisible()

    await cancelWithConfirmation(page)
    await expect(
      page.getByText('Ihre Buchung ist storniert. Sie erhalten eine Bestätigung per E-Mail.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(page.getByText('Diese Buchung ist storniert.')).toBeVisible()
    await expectNoFutureCosts(page)
    const cancellation = await connectInbox().waitForMail({
      to: customer.email,
      subject: /^Ihre Stornierung RP-/,
    })
    expect(wordsOf(cancellation)).toContain('Stornokosten: 0,00 €')
    expect(wordsOf(cancellation)).not.toMatch(FUTURE_COSTS)
  })

  test('a booking can be done with the keyboard only', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'one keyboard journey is enough')
    const email = `tastatur-${randomUUID().slice(0, 8)}@example.com`
    await openBookingPage(page, stayFor(testInfo, 5))
    await page.getByLabel('Frau', { exact: true }).focus()
    await page.keyboard.press('Space')
    const typeInto = async (label: string | RegExp, value: string, exact = false) => {
      await page.getByLabel(label, { exact }).focus()
      await page.keyboard.type(value)
    }
    await typeInto('Vorname', 'Erika', true)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Mustermann')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('+49 451 123456')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Holstenstraße 1')
    await page.keyboard.press('Tab')
    await page.keyboard.type('23552')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lübeck')
    await typeInto('Vorname, Erwachsene/r 2', 'Max')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Mustermann')
    await page.getByLabel('Rechnung / Überweisung').focus()
    await page.keyboard.press('Space')
    await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'zahlungspflichtig buchen' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/hotel\/buchen\/buchung-erfolgreich$/)
  })
})
