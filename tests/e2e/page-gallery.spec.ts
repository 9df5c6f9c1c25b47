import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

// A landing page's image gallery (a block of its own, docs/content-model.md): the seed's page
// /sommerurlaub shows three pictures with their alternative texts and captions, as the server renders
// them, JavaScript on and off, and on a 360 px phone nothing of it is wider than the screen.

const GALLERY = 'Sommer in Bildern'
const PICTURES: Array<[alt: string, caption: string]> = [
  ['Strandkörbe am Ostseestrand unter blauem Himmel', 'Strandkorbzeit an der Ostsee'],
  ['Schneebedeckte Alpengipfel über grünen Almwiesen', 'Wandersommer in den Alpen'],
  ['Weiße Häuser mit blauen Türen über dem Meer an der Küste Kretas', 'Sonne und Meer auf Kreta'],
]

const gallery = (page: Page) => page.getByRole('region', { name: GALLERY })

test.describe('Bildergalerie einer Themenseite', () => {
  test('shows its pictures in order, each with its text and caption', async ({ page }) => {
    await page.goto('/sommerurlaub')
    const section = gallery(page)
    await expect(section.getByRole('heading', { level: 2, name: GALLERY })).toBeVisible()
    const pictures = section.getByRole('listitem')
    await expect(pictures).toHaveCount(PICTURES.length)
    for (const [index, [alt, caption]] of PICTURES.entries()) {
      const picture = pictures.nth(index)
      const image = picture.getByRole('img', { name: alt })
      await image.scrollIntoViewIfNeeded()
      // Loaded through the site's own image path, in a width the screen needs.
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(
        /^\/medien\//,
      )
      await expect(picture.getByRole('figure')).toContainText(caption)
    }
    await expectNoAxeViolations(page)
  })

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/sommerurlaub')
    const section = gallery(page)
    await section.scrollIntoViewIfNeeded()
    const images = section.getByRole('img')
    await expect(images).toHaveCount(PICTURES.length)
    for (const image of await images.all()) {
      const box = await image.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
  })
})
