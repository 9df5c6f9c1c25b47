import { expect, test } from '../support/fixtures'

/** The "N Tage" and "ab N €" a round trip's card or page shows, as text. */
const daysIn = (text: string) => /(\d+) Tage/.exec(text)?.[1]
const priceIn = (text: string) => /ab\s+([\d.]+\s€)/.exec(text.replace(/\u00a0/g, ' '))?.[1]

test.describe('round-trip teasers', () => {
  test('every teaser shows the days and price of the trip it opens', async ({ page }) => {
    const teasers = new Map<string, { days?: string; price?: string; from: string }>()
    // Home, the round-trip hub and the landing pages whose blocks list round trips.
    for (const path of ['/', '/rundreisen', '/angebote/fruehbucher', '/angebote/last-minute']) {
      await page.goto(path)
      const cards = page.locator('article').filter({ has: page.locator('a[href^="/rundreisen/reise/"]') })
      for (const card of await cards.all()) {
        const href = await card.locator('a[href^="/rundreisen/reise/"]').first().getAttribute('href')
        const [facts, footer] = await Promise.all([
          card.locator('p').first().innerText(),
          card.locator('p').last().innerText(),
        ])
        teasers.set(`${path} → ${href}`, { days: daysIn(facts), price: priceIn(footer), from: href! })
      }
    }
    expect(teasers.size).toBeGreaterThan(3)
    for (const [name, teaser] of teasers) {
      await page.goto(teaser.from)
      const facts = await page.locator('dl').first().innerText()
      const box = await page.getByText('pro Person im Doppelzimmer').first().locator('..').innerText()
      expect({ days: daysIn(facts), price: priceIn(box) }, name).toEqual({
        days: teaser.days,
        price: teaser.price,
      })
    }
  })
})
