import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { isoInDays } from '../support/dates'
import { expect, test } from '../support/fixtures'
import { addChild, javaScript, openTravellers, travellersSummary } from '../support/search-form'

// The hotel search on the first screen of a phone: dates as one range with its night count (a calendar
// with JavaScript), travellers as one line that opens, and the search button without scrolling.

const PHONE = { width: 412, height: 915 }
test.use({ viewport: PHONE })

const ARRIVAL = isoInDays(50)
const DEPARTURE = isoInDays(53)

async function expectOnFirstScreen(page: Page, name: string) {
  const submit = page.getByRole('button', { name, exact: true })
  await expect(submit).toBeVisible()
  const box = (await submit.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
}

test.describe('hotel search on a 412 × 915 phone', () => {
  test('the home page shows the whole search with "Hotels finden" on the first screen', async ({ page }) => {
    await page.goto('/')
    if (javaScript()) await page.waitForLoadState('networkidle')
    const search = page.getByRole('form', { name: 'Hotelsuche' })
    await expect(search.getByLabel('Reiseziel oder Hotel')).toBeVisible()
    await expect(search.getByLabel('Anreise')).toBeVisible()
    await expect(search.getByLabel('Abreise')).toBeVisible()
    await expect(travellersSummary(search)).toHaveText(/^Reisende\s*2 Erwachsene/)
    await expectOnFirstScreen(page, 'Hotels finden')
    await expectNoAxeViolations(page)
  })

  test('the search page\'s "Ändern" shows the search with the night count and "Hotels suchen" on the first screen', async ({
    page,
  }) => {
    await page.goto(`/hotel?ziel=Mecklenburgische+Seenplatte&anreise=${ARRIVAL}&abreise=${DEPARTURE}&kind=8`)
    if (javaScript()) await page.waitForLoadState('networkidle')
    await page
      .locator('summary')
      .filter({ hasText: /Ändern/ })
      .click()
    const search = page.getByRole('region', { name: 'Reisedaten und Reisende' })
    await expect(search.getByText('3 Nächte')).toBeVisible()
    await expect(travellersSummary(search)).toContainText('2 Erwachsene · 1 Kind')
    await expectOnFirstScreen(page, 'Hotels suchen')
    await expectNoAxeViolations(page)
  })

  test('a child added in the traveller line gets an age select, and the search address is as before', async ({
    page,
  }) => {
    await page.goto('/')
    const search = page.getByRole('form', { name: 'Hotelsuche' })
    await search.getByLabel('Reiseziel oder Hotel').fill('Ostsee')
    await search.getByLabel('Anreise').fill(ARRIVAL)
    await search.getByLabel('Abreise').fill(DEPARTURE)
    if (javaScript()) await expect(search.getByText('3 Nächte')).toBeVisible()
    await openTravellers(search)
    await search.getByLabel('Erwachsene').fill('3')
    await addChild(search, '7')
    if (javaScript()) {
      await expect(travellersSummary(search)).toContainText('3 Erwachsene · 1 Kind')
      await addChild(search, '4', 2)
      await expect(travellersSummary(search)).toContainText('3 Erwachsene · 2 Kinder')
      await search.getByRole('button', { name: 'Kind entfernen' }).click()
      await expect(search.getByLabel('Alter Kind 2')).toHaveCount(0)
      await expect(travellersSummary(search)).toContainText('3 Erwachsene · 1 Kind')
    }
    await expectNoAxeViolations(page)
    await search.getByRole('button', { name: 'Hotels finden' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/hotel\\?ziel=Ostsee&anreise=${ARRIVAL}&abreise=${DEPARTURE}&erwachsene=3&kind=7$`),
    )
    await page
      .locator('summary')
      .filter({ hasText: /Ändern/ })
      .click()
    const changed = page.getByRole('region', { name: 'Reisedaten und Reisende' })
    await expect(travellersSummary(changed)).toContainText('3 Erwachsene · 1 Kind')
    await expect(changed.getByText('3 Nächte')).toBeVisible()
  })

  test('with JavaScript a child without an age stops the search and opens the travellers at its select', async ({
    page,
  }) => {
    test.skip(!javaScript(), 'without JavaScript an empty age select is no child')
    await page.goto('/')
    const search = page.getByRole('form', { name: 'Hotelsuche' })
    await openTravellers(search)
    await search.getByRole('button', { name: 'Kind hinzufügen' }).click()
    await travellersSummary(search).click()
    await expect(search.getByLabel('Alter Kind 1')).toBeHidden()
    await search.getByRole('button', { name: 'Hotels finden' }).click()
    await expect(search.getByLabel('Alter Kind 1')).toBeFocused()
    await expect(page).toHaveURL(/\/$/)
  })

  test('with JavaScript the dates are chosen in a calendar with the keyboard alone', async ({ page }) => {
    test.skip(!javaScript(), 'the calendar is JavaScript; without it the native date inputs')
    await page.goto('/')
    const search = page.getByRole('form', { name: 'Hotelsuche' })
    const open = search.getByRole('button', { name: 'Im Kalender wählen' })
    await open.focus()
    await page.keyboard.press('Enter')
    const calendar = page.getByRole('dialog', { name: 'Anreise wählen' })
    await expect(calendar).toBeVisible()
    // it starts on today; the days before are not selectable, and the arrow keys stay on today
    const today = calendar.getByRole('button', { name: /, heute$/ })
    await expect(today).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(today).toBeFocused()
    await expectNoAxeViolations(page)

    // Escape closes and gives the focus back
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await expect(open).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(today).toBeFocused()
    await page.keyboard.press('ArrowDown') // a week later
    await page.keyboard.press('ArrowRight') // and a day
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Abreise wählen' })).toBeVisible()
    for (let day = 0; day < 3; day += 1) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(open).toBeFocused()
    await expect(search.getByLabel('Anreise')).toHaveValue(isoInDays(8))
    await expect(search.getByLabel('Abreise')).toHaveValue(isoInDays(11))
    await expect(search.getByText('3 Nächte')).toBeVisible()

    await search.getByRole('button', { name: 'Hotels finden' }).click()
    await expect(page).toHaveURL(new RegExp(`/hotel\\?anreise=${isoInDays(8)}&abreise=${isoInDays(11)}$`))
  })
})

test.describe('hotel search on a 360 × 800 phone', () => {
  test.use({ viewport: { width: 360, height: 800 } })

  test('the open calendar and traveller fields stay inside the screen', async ({ page }) => {
    await page.goto('/')
    const search = page.getByRole('form', { name: 'Hotelsuche' })
    await openTravellers(search)
    await addChild(search, '8')
    if (javaScript()) {
      await search.getByRole('button', { name: 'Im Kalender wählen' }).click()
      await expect(page.getByRole('dialog', { name: 'Anreise wählen' })).toBeVisible()
    }
    const boxes = [
      search.getByLabel('Abreise'),
      search.getByLabel('Zimmer'),
      search.getByLabel('Alter Kind 1'),
      ...(javaScript()
        ? [page.getByRole('dialog'), page.getByRole('button', { name: 'Nächster Monat' })]
        : []),
    ]
    for (const box of boxes) {
      const { x, width } = (await box.boundingBox())!
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x + width).toBeLessThanOrEqual(360)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
  })
})
