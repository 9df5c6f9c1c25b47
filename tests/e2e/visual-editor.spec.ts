import { randomUUID } from 'node:crypto'

import { chromiumArgs } from '../../playwright.config'
import { createPage, updateItem } from '../support/directus-admin'
import { openEditorFrame, type EditorMessage } from '../support/editor-frame'
import { expect, test as base } from '../support/fixtures'

// The editor overlay (spec §4, §5, §7) against a stand-in of the Data Studio's visual editor that speaks
// its messages (tests/support/editor-frame.ts). The overlay needs JavaScript.
base.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the editor overlay is JavaScript')
// Playwright serves the stand-in without a network address, which Chromium's Local Network Access counts as
// public and so blocks its frame of the site on localhost (net::ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS).
// The real Data Studio on localhost is not affected (tests/e2e/data-studio.spec.ts).
base.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
})

const OVERLAY = '.directus-visual-editing-overlay'
const HIGHLIGHT = '.directus-visual-editing-rect-highlight'
// The edit button of the hovered region that holds no other hovered region (a block's field, not the block).
const INNERMOST_HOVERED_EDIT =
  '.directus-visual-editing-rect-hover:not(.directus-visual-editing-rect-parent-hover) .directus-visual-editing-edit-button'

async function landingPage(title = 'Sommer an der Schlei') {
  const path = `editor-${randomUUID().slice(0, 8)}`
  const page = await createPage({
    status: 'published',
    path,
    title,
    blocks: [
      { type: 'richtext', html: '<p>Ein langer Text.</p>'.repeat(40) },
      { type: 'cta', title: 'Jetzt planen', text: 'Wir beraten Sie gern.', label: 'Kontakt', href: '/hotel' },
    ],
  })
  return { ...page, path }
}

const actions = (messages: EditorMessage[]) => messages.map((message) => message.action)

/** A landing page of its own, opened in preview by a signed-in editor inside the stand-in editor frame. */
const test = base.extend<{
  framed: {
    frame: Awaited<ReturnType<typeof openEditorFrame>>
    landing: Awaited<ReturnType<typeof landingPage>>
  }
}>({
  framed: async ({ page, baseURL, editor, signIn }, provide) => {
    const landing = await landingPage()
    await signIn(editor)
    await provide({ frame: await openEditorFrame(page, `${baseURL}/${landing.path}?preview`), landing })
    await landing.remove()
  },
})

test.describe('Visueller Editor (Testrahmen)', () => {
  test('connects, gets its regions activated, and opens the editor for a clicked heading', async ({
    framed: { frame, landing },
  }) => {
    const heading = frame.site.getByRole('heading', { level: 1, name: 'Sommer an der Schlei' })
    await expect(heading).toBeVisible()
    await expect.poll(async () => actions(await frame.received())).toContain('checkFieldAccess')
    const [connect] = await frame.received()
    expect(connect?.action).toBe('connect')
    const check = (await frame.received()).find((message) => message.action === 'checkFieldAccess')
    const [text, cta] = landing.blocks
    const region = (collection: string, item: number, fields: string[]) => ({
      key: expect.any(String),
      collection,
      item: String(item),
      fields,
    })
    // The page's title and its list of blocks; each block item as a whole and each of its fields.
    expect(check?.data).toEqual(
      expect.arrayContaining([
        region('pages', landing.id, ['title']),
        region('pages', landing.id, ['blocks']),
        region('block_richtext', text!.id, ['html']),
        region('block_cta', cta!.id, ['title', 'text', 'label', 'href']),
        region('block_cta', cta!.id, ['title']),
        region('block_cta', cta!.id, ['text']),
        region('block_cta', cta!.id, ['label', 'href']),
      ]),
    )

    await heading.hover()
    await frame.site.locator(`${OVERLAY} .directus-visual-editing-edit-button`).first().click()
    await expect.poll(async () => actions(await frame.received())).toContain('edit')
    const edit = (await frame.received()).find((message) => message.action === 'edit')
    expect(edit?.data).toMatchObject({
      key: expect.any(String),
      editConfig: { collection: 'pages', item: String(landing.id), fields: ['title'], mode: 'popover' },
      rect: { width: expect.any(Number), height: expect.any(Number) },
    })
  })

  test('opens a block’s field for its heading, and the page’s list of blocks from its button', async ({
    framed: { frame, landing },
  }) => {
    const [, cta] = landing.blocks
    await expect.poll(async () => actions(await frame.received())).toContain('checkFieldAccess')
    const edits = async () =>
      (await frame.received()).flatMap((message) => (message.action === 'edit' ? [message.data] : []))

    await frame.site.getByRole('heading', { level: 2, name: 'Jetzt planen' }).hover()
    await frame.site.locator(INNERMOST_HOVERED_EDIT).click()
    await expect.poll(edits).toEqual([
      expect.objectContaining({
        editConfig: { collection: 'block_cta', item: String(cta!.id), fields: ['title'], mode: 'popover' },
      }),
    ])

    await frame.site.getByRole('button', { name: 'Blöcke hinzufügen, sortieren oder entfernen' }).hover()
    await frame.site.locator(INNERMOST_HOVERED_EDIT).click()
    await expect
      .poll(async () => (await edits()).at(-1))
      .toMatchObject({ editConfig: { collection: 'pages', item: String(landing.id), fields: ['blocks'] } })
  })

  test('highlights all regions when the editor asks, and ignores a foreign origin', async ({
    framed: { frame, landing },
  }) => {
    await expect(frame.site.locator(OVERLAY).first()).toBeAttached()

    await frame.sendFromForeignOrigin('showEditableElements', true)
    await frame.sendFromForeignOrigin('saved', {
      key: '',
      collection: 'pages',
      item: landing.id,
      payload: {},
    })
    // The foreign messages are queued before this one and must have changed nothing.
    await frame.send('highlightElement', null)
    await expect(frame.site.locator(HIGHLIGHT)).toHaveCount(0)

    await frame.send('showEditableElements', true)
    await expect(frame.site.locator(HIGHLIGHT).first()).toBeAttached()
    await frame.send('showEditableElements', false)
    await expect(frame.site.locator(HIGHLIGHT)).toHaveCount(0)
  })

  test('after a save the region’s own handler revalidates the page in place', async ({
    framed: { frame, landing },
  }) => {
    await expect.poll(async () => actions(await frame.received())).toContain('checkFieldAccess')
    await frame
      .siteFrame()!
      .evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    const check = (await frame.received()).find((message) => message.action === 'checkFieldAccess')
    const title = (check!.data as Array<{ key: string; fields: string[] }>).find((item) =>
      item.fields.includes('title'),
    )!

    await updateItem('pages', landing.id, { title: 'Herbst an der Schlei' })
    await frame.send('saved', {
      key: title.key,
      collection: 'pages',
      item: String(landing.id),
      payload: { title: 'Herbst an der Schlei' },
    })
    await expect(frame.site.getByRole('heading', { level: 1, name: 'Herbst an der Schlei' })).toBeVisible()
    expect(
      await frame.siteFrame()!.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true)
    // The overlay follows the new content: the regions are checked again.
    await expect
      .poll(
        async () => actions(await frame.received()).filter((action) => action === 'checkFieldAccess').length,
      )
      .toBe(2)

    // A save the page knows no handler for reloads it.
    await frame.send('saved', {
      key: 'unbekannt',
      collection: 'pages',
      item: String(landing.id),
      payload: {},
    })
    await expect
      .poll(() =>
        frame
          .siteFrame()!
          .evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? false),
      )
      .toBe(false)
  })

  test('reports navigation with url and title, and keeps the scroll position over a reload', async ({
    baseURL,
    framed: { frame, landing },
  }) => {
    await expect
      .poll(async () => (await frame.received()).find((message) => message.action === 'navigation')?.data)
      .toEqual({ url: `${baseURL}/${landing.path}?preview`, title: 'Sommer an der Schlei | Reiseportal' })

    const site = frame.siteFrame()!
    await site.evaluate(() => window.scrollTo(0, 900))
    // The position is saved at most every 300 ms; the last one is kept.
    await expect.poll(() => site.evaluate(() => sessionStorage.length)).toBeGreaterThan(0)
    // The old document is marked, so that the position is read from the reloaded one.
    await site.evaluate(() => {
      ;(window as unknown as { beforeReload?: boolean }).beforeReload = true
      location.reload()
    })
    const afterReload = async () => {
      try {
        return await frame.siteFrame()?.evaluate(() => ({
          reloaded: !(window as unknown as { beforeReload?: boolean }).beforeReload,
          scrollY: Math.round(window.scrollY),
        }))
      } catch {
        return null // while the reload runs the frame has no document to ask
      }
    }
    await expect.poll(afterReload).toEqual({ reloaded: true, scrollY: 900 })
  })

  test('sets up no overlay when the editor does not confirm within 10 tries at 100 ms', async ({
    page,
    baseURL,
    editor,
    signIn,
  }) => {
    await signIn(editor)
    // The pages' clocks are run forward instead of waiting for the tries to run out.
    await page.clock.install()
    const frame = await openEditorFrame(page, `${baseURL}/?preview`, { confirm: false })
    await expect.poll(async () => actions(await frame.received())).toEqual(['connect'])
    const site = frame.siteFrame()!
    // Past the tenth try (1 s after connecting) a confirm comes too late.
    await page.clock.runFor(1_500)
    await site.evaluate(() => {
      const win = window as unknown as { editorMessagesIn: Promise<void> }
      win.editorMessagesIn = new Promise((resolve) =>
        addEventListener('message', (event: MessageEvent<{ action?: string }>) => {
          if (event.data.action === 'showEditableElements') resolve()
        }),
      )
    })
    await frame.confirmLate()
    await frame.send('showEditableElements', true)
    await site.evaluate(() => (window as unknown as { editorMessagesIn: Promise<void> }).editorMessagesIn)
    // A confirmed overlay would now report the page and ask for its regions within 100 ms.
    await page.clock.runFor(1_000)
    // Whatever the site sent before this marker has arrived before it.
    await site.evaluate(() => window.parent.postMessage({ action: 'marker' }, '*'))
    await expect.poll(async () => actions(await frame.received())).toContain('marker')
    expect(actions(await frame.received())).toEqual(['connect', 'marker'])
    await expect(frame.site.locator(OVERLAY)).toHaveCount(0)
  })
})

test.describe('Vorschau ohne Editor-Rahmen', () => {
  const logged: string[] = []
  test.use({ allowedConsoleErrors: [/Error sending message to Directus in parent frame:/] })

  test('logs that there is no parent frame and shows no overlay', async ({ page, editor, signIn }) => {
    page.on('console', (message) => logged.push(message.text()))
    await signIn(editor)
    await page.goto('/?preview')
    await expect
      .poll(() =>
        logged.some((text) => text.startsWith('Error sending message to Directus in parent frame:')),
      )
      .toBe(true)
    await expect(page.locator(OVERLAY)).toHaveCount(0)
  })
})
