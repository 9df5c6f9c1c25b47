import { adminData, readItems } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// An editor's day in the real Data Studio (Directus 11.17.4), Chromium: signed in to the Studio only, the
// editor prepares a change of the landing page /sommerurlaub in a content version from the visual editor
// (a block's heading, and two blocks swapped), sees it in the preview and not on the live page, promotes
// the version and sees it live. The page is shared with other tests: it is restored afterwards.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the Data Studio is JavaScript')
// Before the editor signs in, the Studio's login page asks for a session refresh (400: none yet) and for its
// translated texts (403: the public may read nothing); the Studio asks for a /favicon.ico that Directus
// does not have (404).
test.use({
  allowedConsoleErrors: [/status of (400.*\/auth\/refresh|403.*\/translations\?|404)/],
})

const directus = () => new URL(process.env.DIRECTUS_PUBLIC_URL ?? process.env.DIRECTUS_URL!).origin

const PATH = 'sommerurlaub'
const HEADING = 'Endlich Sommer'
const AUTUMN = 'Endlich Spätsommer'
const OSTSEE = 'Beliebt an der Ostsee'
const MALLORCA = 'Sonne satt auf Mallorca'
// The site keeps a page 30 s for every visitor; with room for a busy machine.
const CACHE_MS = 90_000
// The edit button of the hovered region that holds no other hovered region.
const INNERMOST_HOVERED_EDIT =
  '.directus-visual-editing-rect-hover:not(.directus-visual-editing-rect-parent-hover) .directus-visual-editing-edit-button'

interface Junction {
  id: number
  collection: string
  item: string
  sort: number
}

/** The page's headings (h1, h2) in the order of the HTML. */
function headings(html: string): string[] {
  return [...html.matchAll(/<h[12][^>]*>([^<]*)<\/h[12]>/g)].map((match) => match[1]!.trim())
}

test('an editor changes and reorders blocks in a version, previews, promotes and sees it live', async ({
  page,
  baseURL,
  editor,
}) => {
  test.setTimeout(300_000)
  const [landing] = await readItems<{ id: number }>('pages', { 'filter[path][_eq]': PATH, fields: 'id' })
  const pageId = landing!.id
  const rows = await readItems<Junction>('pages_blocks', {
    'filter[pages_id][_eq]': String(pageId),
    fields: 'id,collection,item,sort',
    sort: 'sort',
  })
  const hero = rows.find((row) => row.collection === 'block_hero')!
  // What a visitor gets: the public address, without the browser's cookies (the Studio's session too).
  const live = async () => headings(await (await fetch(`${baseURL}/${PATH}`)).text())
  const before = await live()
  expect(before.indexOf(OSTSEE)).toBeLessThan(before.indexOf(MALLORCA))
  expect(before).toContain(HEADING)

  try {
    // Sign in to the Studio, through its own login form.
    await page.goto(`${directus()}/admin/login`)
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(editor.email)
    await page.getByRole('textbox', { name: 'Passwort' }).fill(editor.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/(?!login)/, { timeout: 30_000 })

    // „Version erstellen“ in the page's version menu (which shows „Main“).
    await page.goto(`${directus()}/admin/content/pages/${pageId}`)
    await page.getByRole('button', { name: /\bMain\b/ }).click()
    await page.getByRole('button', { name: 'Version erstellen' }).click()
    await page.getByRole('textbox', { name: 'Versionsname' }).fill('Herbstfassung')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page).toHaveURL(/[?&]version=/, { timeout: 20_000 })
    const key = new URL(page.url()).searchParams.get('version')!

    // The visual editor on the page's preview in that version.
    await page.goto(`${directus()}/admin/visual/${baseURL}/${PATH}?preview&version=${key}`)
    const site = page.frameLocator('iframe').first()
    await expect(site.getByRole('heading', { level: 1, name: HEADING })).toBeVisible({ timeout: 30_000 })
    // The overlay shows the edit button once the Studio has checked the editor's rights on the regions.
    const editBlocks = site.locator(INNERMOST_HOVERED_EDIT)
    await expect(async () => {
      // Off and onto the button again: the overlay marks a region when the pointer enters it.
      await site.getByRole('heading', { level: 1 }).hover()
      await site.getByRole('button', { name: 'Blöcke hinzufügen, sortieren oder entfernen' }).hover()
      await expect(editBlocks).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await editBlocks.click()
    const drawer = page.locator('.v-drawer').last()
    const row = (name: string) => drawer.getByRole('button', { name: new RegExp(name) })
    await expect(row(OSTSEE)).toBeVisible({ timeout: 20_000 })

    // The hero's heading, in the block's own form.
    await row(HEADING).click()
    const heroForm = page.locator('.v-drawer').last()
    const title = heroForm.getByRole('textbox').first()
    await expect(title).toHaveValue(HEADING, { timeout: 20_000 })
    await title.fill(AUTUMN)
    await heroForm.getByRole('button', { name: 'check' }).first().click()
    await expect(row(AUTUMN)).toBeVisible()

    // Mallorca's hotels before the Ostsee's: the list's drag handle, with the mouse.
    const handle = row(MALLORCA).locator('.drag-handle')
    await handle.hover()
    await page.mouse.down()
    const target = (await row(OSTSEE).boundingBox())!
    await page.mouse.move(target.x + target.width / 2, target.y + 2, { steps: 20 })
    await page.mouse.move(target.x + target.width / 2, target.y + 4, { steps: 5 })
    await page.mouse.up()
    const order = await drawer.getByRole('button', { name: /drag_handle/ }).allInnerTexts()
    expect(order.findIndex((text) => text.includes(MALLORCA))).toBeLessThan(
      order.findIndex((text) => text.includes(OSTSEE)),
    )

    // „Version speichern“: the drawer's save goes into the version.
    await drawer.getByRole('button', { name: 'check' }).first().click()
    await expect(site.getByRole('heading', { level: 1, name: AUTUMN })).toBeVisible({ timeout: 30_000 })
    const previewed = await site.getByRole('heading', { level: 2 }).allInnerTexts()
    expect(previewed.indexOf(MALLORCA)).toBeLessThan(previewed.indexOf(OSTSEE))

    // The live page is as it was.
    expect(await live()).toEqual(before)

    // „Version überführen“ in the page's version menu.
    await page.goto(`${directus()}/admin/content/pages/${pageId}?version=${key}`)
    await page
      .getByRole('button', { name: /Herbstfassung/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Version überführen' }).click()
    // The comparison of the version with Main: the changed blocks are selected; „Apply“ (untranslated in
    // 11.17) promotes them, and the version is deleted afterwards („Löschen“ rather than „Behalten“).
    const apply = page.locator('[data-test="comparison-modal_apply-button"]')
    await expect(apply).toBeEnabled({ timeout: 20_000 })
    await apply.click()
    await page.getByRole('button', { name: 'Löschen', exact: true }).click()
    await expect(apply).toBeHidden({ timeout: 20_000 })

    // Live within the cache time.
    await expect
      .poll(live, { timeout: CACHE_MS, intervals: [2_000] })
      .toEqual(expect.arrayContaining([AUTUMN]))
    const after = await live()
    expect(after.indexOf(MALLORCA)).toBeLessThan(after.indexOf(OSTSEE))
  } finally {
    // The shared page as it was: the hero's heading, the blocks' order, no version left.
    await adminData('PATCH', `/items/block_hero/${hero.item}`, { title: HEADING })
    await adminData(
      'PATCH',
      '/items/pages_blocks',
      rows.map(({ id, sort }) => ({ id, sort })),
    )
    const versions = await adminData<Array<{ id: string }>>(
      'GET',
      `/versions?filter[collection][_eq]=pages&filter[item][_eq]=${pageId}&fields=id`,
    )
    for (const version of versions) await adminData('DELETE', `/versions/${version.id}`)
  }
})
