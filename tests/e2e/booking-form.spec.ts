import { randomUUID } from 'node:crypto'

import type { Page, TestInfo } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { isoInDays } from '../support/dates'
import { expect, test } from '../support/fixtures'

// The booking form as a visitor fills it in: checked in the browser before it is sent, the server's
// refusal as a summary at the top whose links lead to the fields, the other travellers named by kind,
// postal codes checked per country, and the total beside "zahlungspflichtig buchen" (on phones in a bar
// at the bottom of the screen). Each test books on dates of its own.

/**
 * Three nights (the seed's longest minimum stay, so that some hotel can be booked whatever the day the tests
 * run) for two adults and a child of 8 that no other test of this run books.
 */
function stayFor(testInfo: TestInfo, slot: number) {
  const start = 300 + (testInfo.project.name === 'js-off' ? 40 : 0) + slot * 4
  return `anreise=${isoInDays(start)}&abreise=${isoInDays(start + 3)}&erwachsene=2&kind=8`
}

async function openBookingPage(page: Page, stay: string) {
  await page.goto(`/hotel?ziel=Ostsee&${stay}`)
  // the first hotel with an offer for the stay (one sold out on those nights is listed too, without one)
  await page
    .getByRole('list', { name: 'Suchergebnisse' })
    .getByRole('link', { name: /^Angebot ansehen: / })
    .first()
    .click()
  await page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: 'Kostenlos stornierbar' })
    .first()
    .getByRole('link', { name: /buchen$/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Buchung')
}

const submit = (page: Page) => page.getByRole('button', { name: 'zahlungspflichtig buchen' })
const summary = (page: Page) => page.getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' })

async function fillAll(page: Page, postalCode: string) {
  await page.getByLabel('Frau', { exact: true }).check()
  await page.getByLabel('Vorname', { exact: true }).fill('Erika')
  await page.getByLabel('Nachname', { exact: true }).fill('Mustermann')
  await page.getByLabel('E-Mail-Adresse').fill(`formular-${randomUUID().slice(0, 8)}@example.com`)
  await page.getByLabel('Telefon').fill('+49 451 123456')
  await page.getByLabel('Straße und Hausnummer').fill('Holstenstraße 1')
  await page.getByLabel('PLZ', { exact: true }).fill(postalCode)
  await page.getByLabel('Ort', { exact: true }).fill('Lübeck')
  for (const kind of ['Erwachsene/r 2', 'Kind 1 (8 Jahre)']) {
    await page.getByLabel(`Vorname, ${kind}`).fill('Max')
    await page.getByLabel(`Nachname, ${kind}`).fill('Mustermann')
  }
  await page.getByLabel('Rechnung / Überweisung').check()
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check()
  await page.getByLabel(/Datenschutzhinweise/).check()
}

/** Whether an element lies whole inside the screen as it is scrolled now. */
async function inView(page: Page, box: { y: number; height: number } | null) {
  const height = page.viewportSize()!.height
  return box !== null && box.y >= 0 && box.y + box.height <= height
}

test.describe('booking form', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('names the other travellers by kind, a child with its age', async ({ page }, testInfo) => {
    await openBookingPage(page, stayFor(testInfo, 0))
    const travellers = page.getByRole('group', { name: 'Mitreisende' })
    await expect(travellers.getByRole('group', { name: 'Erwachsene/r 2' })).toBeVisible()
    await expect(travellers.getByRole('group', { name: 'Kind 1 (8 Jahre)' })).toBeVisible()
    await expect(travellers.getByRole('textbox', { name: 'Vorname, Kind 1 (8 Jahre)' })).toBeVisible()
    await expect(travellers.getByText(/Person \d/)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('with JavaScript, a wrong form is checked in the browser and never sent', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'the browser checks only with JavaScript')
    await openBookingPage(page, stayFor(testInfo, 1))
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    const address = page.url()
    await page.getByLabel('PLZ', { exact: true }).fill('1O969')
    await submit(page).click()

    const postalCode = page.getByLabel('PLZ', { exact: true })
    await expect(
      page.getByText('Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).').first(),
    ).toBeVisible()
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Vorname, Kind 1 (8 Jahre)')).toHaveAttribute('aria-invalid', 'true')
    // The first field to correct has the focus; the summary lists them all.
    await expect(page.getByLabel('Frau', { exact: true })).toBeFocused()
    await expect(summary(page).getByRole('link')).toContainText([
      'Anrede: Bitte wählen Sie eine Anrede.',
      'PLZ: Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).',
    ])
    expect(posts).toEqual([])
    expect(page.url()).toBe(address)

    // "7611" is no German postal code, but an Austrian one.
    await postalCode.fill('7611')
    await expect(
      page.getByText('Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).').first(),
    ).toBeVisible()
    await page.getByLabel('Land').selectOption('Österreich')
    await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(/gültige Postleitzahl/)).toHaveCount(0)
    expect(posts).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('the server’s refusal opens with a summary whose links lead to the fields, with everything kept', async ({
    page,
  }, testInfo) => {
    test.slow() // a refused and a corrected booking
    await page.setViewportSize({ width: 412, height: 915 })
    await openBookingPage(page, stayFor(testInfo, 2))
    await fillAll(page, '7611')
    const email = await page.getByLabel('E-Mail-Adresse').inputValue()
    if (testInfo.project.name === 'js-on') {
      // What only the server refuses: the form as a browser without the check would send it.
      await page.getByLabel('PLZ', { exact: true }).fill('23552')
      let changed = false
      await page.route(/\/hotel\/buchen/, async (route) => {
        const request = route.request()
        if (request.method() !== 'POST' || changed) return route.continue()
        changed = true
        const body = request.postData() ?? ''
        expect(body).toContain('postal_code=23552')
        await route.continue({ postData: body.replace('postal_code=23552', 'postal_code=7611') })
      })
    }
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await submit(page).click()
    expect((await answer).status()).toBe(400)

    // The page opens with the summary in view; with JavaScript it has the focus.
    await expect(summary(page)).toBeVisible()
    expect(await inView(page, await summary(page).boundingBox())).toBe(true)
    if (testInfo.project.name === 'js-on') await expect(summary(page)).toBeFocused()
    const link = summary(page).getByRole('link', {
      name: 'PLZ: Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).',
    })
    await expect(link).toHaveCount(1)
    await link.click()
    const postalCode = page.getByLabel('PLZ', { exact: true })
    await expect(postalCode).toBeFocused()
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    await expect(postalCode).toHaveValue('7611')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
    await expect(page.getByLabel('Vorname, Kind 1 (8 Jahre)')).toHaveValue('Max')
    await expect(page.getByLabel('Land')).toHaveValue('Deutschland')
    await expectNoAxeViolations(page)

    // In Austria "7611" is right: it books.
    await page.getByLabel('Land').selectOption('Österreich')
    await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check()
    await page.getByLabel(/Datenschutzhinweise/).check()
    await submit(page).click()
    await expect(page).toHaveURL(/\/hotel\/buchen\/buchung-erfolgreich$/)
  })

  test('on a phone the total stands beside the button wherever the form is; on a wide screen at its end', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 412, height: 915 })
    await openBookingPage(page, stayFor(testInfo, 3))
    const total = page
      .locator('form')
      .filter({ has: submit(page) })
      .getByText('Gesamtpreis', { exact: true })
      .locator('..')
    await expect(total).toContainText(/\d,\d{2}\s€/)

    // From the lead traveller's name, far above the form's end, down the form: the total and the button
    // are in view together all the way.
    await page.getByLabel('Vorname', { exact: true }).scrollIntoViewIfNeeded()
    for (const step of [0, 1, 2, 3]) {
      expect(await inView(page, await submit(page).boundingBox()), `step ${step}`).toBe(true)
      expect(await inView(page, await total.boundingBox()), `step ${step}`).toBe(true)
      await page.mouse.wheel(0, 400)
    }
    // At the end of the form it rests in place: the consents above it are not covered.
    await submit(page).scrollIntoViewIfNeeded()
    const button = (await submit(page).boundingBox())!
    const consent = (await page.getByLabel(/Datenschutzhinweise/).boundingBox())!
    expect(consent.y + consent.height).toBeLessThan(button.y)
    expect(await inView(page, await total.boundingBox())).toBe(true)
    await expectNoAxeViolations(page)

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByLabel('Vorname', { exact: true }).scrollIntoViewIfNeeded()
    expect(await inView(page, await submit(page).boundingBox())).toBe(false)
    await submit(page).scrollIntoViewIfNeeded()
    expect(await inView(page, await total.boundingBox())).toBe(true)
  })
})
