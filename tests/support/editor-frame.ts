import type { Page } from '@playwright/test'

// A stand-in for the Data Studio's visual editor (ARCHITECTURE §5): a page at the Directus origin that frames
// the site and speaks the messages of Directus 11.17's editing layer (it answers `connect` with `confirm`
// and `checkFieldAccess` with `activateElements`, and records everything the site sends). Playwright serves it
// in place of Directus, so it has Directus's origin, the only one the site lets frame it and talk to it.
// A second frame of a foreign origin can post the same messages to the site.

export interface EditorMessage {
  action: string
  data: unknown
}

const FOREIGN_URL = 'http://fremd.test/bote'

const harness = (siteUrl: string, confirm: boolean) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Visueller Editor (Testrahmen)</title></head>
<body>
<iframe id="site" title="Website" src="${siteUrl}" style="width:1200px;height:700px"></iframe>
<iframe id="fremd" title="Fremde Seite" src="${FOREIGN_URL}"></iframe>
<script>
  const site = new URL(${JSON.stringify(siteUrl)}).origin
  window.received = []
  window.confirming = ${confirm}
  window.send = (action, data) =>
    document.getElementById('site').contentWindow.postMessage({ action, data }, site)
  addEventListener('message', (event) => {
    if (event.origin !== site) return
    const { action, data } = event.data
    window.received.push({ action, data })
    if (action === 'connect' && window.confirming) window.send('confirm', { aiEnabled: false })
    if (action === 'checkFieldAccess') window.send('activateElements', data.map((item) => item.key))
  })
</script>
</body></html>`

const foreign = `<!doctype html><html lang="de"><head><title>Fremd</title></head><body><script>
  window.sendToSite = (action, data) => parent.frames[0].postMessage({ action, data }, '*')
</script></body></html>`

export async function openEditorFrame(page: Page, siteUrl: string, { confirm = true } = {}) {
  const directus = new URL(process.env.DIRECTUS_PUBLIC_URL ?? process.env.DIRECTUS_URL!).origin
  const harnessUrl = `${directus}/__visueller-editor`
  await page.route(harnessUrl, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: harness(siteUrl, confirm) }),
  )
  await page.route(FOREIGN_URL, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: foreign }),
  )
  await page.goto(harnessUrl)
  return {
    site: page.frameLocator('#site'),
    siteFrame: () => page.frame({ url: (url) => url.href.startsWith(new URL(siteUrl).origin) }),
    received: () => page.evaluate(() => (window as unknown as { received: EditorMessage[] }).received),
    send: (action: string, data?: unknown) =>
      page.evaluate(
        ([a, d]) => (window as unknown as { send: (a: unknown, d: unknown) => void }).send(a, d),
        [action, data] as const,
      ),
    confirmLate: () =>
      page.evaluate(() => {
        const win = window as unknown as { confirming: boolean; send: (a: string, d: unknown) => void }
        win.confirming = true
        win.send('confirm', { aiEnabled: false })
      }),
    sendFromForeignOrigin: (action: string, data?: unknown) =>
      page
        .frame({ url: FOREIGN_URL })!
        .evaluate(
          ([a, d]) =>
            (window as unknown as { sendToSite: (a: unknown, d: unknown) => void }).sendToSite(a, d),
          [action, data] as const,
        ),
  }
}
