import { randomBytes, randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POLICY_IDS, ROLE_IDS } from '../../core/roles'
import { adminData, createCustomer, createPage, readItems, type Customer } from '../support/directus-admin'
import { directusTokens, sessionCookies, studioSession } from '../support/session'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Preview as the Data Studio's frames load it (docs/decisions/preview-with-the-studio-session.md): the
// site reads drafts with the Directus session the Studio holds (its cookie reaches the site on the shared
// domain); without an editor's session every preview URL asks to sign in, and comes back to itself.

const SIGN_IN = 'Vorschau – bitte mit Ihrem Redaktionskonto anmelden'
const secret = randomBytes(32).toString('hex')
const tag = randomUUID().slice(0, 8)
const password = `Vorschau-${tag}!`

async function userInRole(role: string): Promise<{ id: string; email: string }> {
  const email = `vorschau-${randomUUID().slice(0, 8)}@example.com`
  const user = await adminData<{ id: string }>('POST', '/users', { email, password, role, status: 'active' })
  return { id: user.id, email }
}

describe('preview in the Studio’s frames', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  const cleanup: Array<() => Promise<unknown>> = []
  const sessions: Record<'editor' | 'admin' | 'policyOnly' | 'customer', string> = {
    editor: '',
    admin: '',
    policyOnly: '',
    customer: '',
  }
  let customer: Customer
  let customerSiteCookie: string
  const draftPath = `vorschau-rahmen-${tag}`
  let draftId: number
  let otherDraftId: number

  const get = (path: string, cookie?: string) =>
    fetch(`${web.site}${path}`, {
      redirect: 'manual',
      headers: { ...BROWSER_HEADERS, accept: 'text/html', ...(cookie ? { cookie } : {}) },
    })

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
    })
    cleanup.push(web.stop)
    const [administrator] = await adminData<Array<{ id: string }>>(
      'GET',
      '/roles?filter[name][_eq]=Administrator&fields=id&limit=1',
    )
    // A role of its own that carries the Redaktion policy (and nothing else).
    const lektorat = await adminData<{ id: string }>('POST', '/roles', { name: `Lektorat ${tag}` })
    cleanup.push(() => adminData('DELETE', `/roles/${lektorat.id}`))
    await adminData('POST', '/access', { role: lektorat.id, policy: POLICY_IDS.editor })

    const users = {
      editor: await userInRole(ROLE_IDS.editor),
      admin: await userInRole(administrator!.id),
      policyOnly: await userInRole(lektorat.id),
      customer: await userInRole(ROLE_IDS.customer),
    }
    for (const user of Object.values(users)) cleanup.push(() => adminData('DELETE', `/users/${user.id}`))
    for (const kind of Object.keys(users) as Array<keyof typeof users>)
      sessions[kind] = await studioSession(users[kind].email, password)

    customer = await createCustomer()
    cleanup.push(customer.remove)
    customerSiteCookie = await sessionCookies(secret).cookie(
      await directusTokens(customer.email, customer.password),
    )
    const page = await createPage({
      status: 'draft',
      path: draftPath,
      title: 'Entwurf im Rahmen',
      blocks: [{ type: 'richtext', html: '<p>Text für die Kollegin.</p>' }],
    })
    cleanup.push(page.remove)
    draftId = Number(page.id)
    const other = await createPage({
      status: 'draft',
      path: `${draftPath}-anderer`,
      title: 'Anderer Entwurf',
      blocks: [],
    })
    cleanup.push(other.remove)
    otherDraftId = Number(other.id)
  }, 120_000)

  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo().catch(() => undefined)
  })

  it('asks anyone without an editor’s session to sign in, and the sign-in comes back to the same URL', async () => {
    for (const cookie of [undefined, customerSiteCookie, sessions.customer]) {
      const answer = await get(`/${draftPath}?preview&version=herbst`, cookie)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('x-robots-tag')).toBe('noindex')
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      const html = await answer.text()
      expect(html).toContain(SIGN_IN)
      expect(html).not.toContain('Entwurf im Rahmen')
      expect(html).toMatch(/<meta name="robots" content="noindex"\/>/)
      const signIn = /href="(\/hotel\/account\/anmelden\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
      expect(new URL(signIn!, web.site).searchParams.get('redirectTo')).toBe(
        `/${draftPath}?preview&version=herbst`,
      )
    }
  })

  it('shows the draft to an editor, an administrator and any role with the Redaktion policy, by their Studio session alone', async () => {
    for (const kind of ['editor', 'admin', 'policyOnly'] as const) {
      const answer = await get(`/${draftPath}?preview`, sessions[kind])
      expect(answer.status, kind).toBe(200)
      expect(answer.headers.get('x-robots-tag')).toBe('noindex')
      const html = await answer.text()
      expect(html, kind).toContain('Entwurf im Rahmen')
      expect(html).toMatch(/<meta name="robots" content="noindex"\/>/)
    }
    // The same session without ?preview is a visitor like any other.
    expect((await get(`/${draftPath}`, sessions.editor)).status).toBe(404)
  })

  it('keeps ?preview and ?version over redirects: a tip opened through its category address', async () => {
    const [article] = await readItems<{
      id: number
      slug: string
      region: { slug: string }
      category: { slug: string }
    }>('articles', {
      'filter[status][_eq]': 'published',
      'filter[region][_nnull]': 'true',
      'filter[category][_nnull]': 'true',
      fields: 'id,slug,region.slug,category.slug',
      limit: '1',
    })
    const own = `/reisetipps/${article!.region.slug}/${article!.slug}`
    const viaCategory = await get(
      `/reisetipps/${article!.category.slug}/${article!.slug}?preview&version=herbst`,
      sessions.editor,
    )
    expect(viaCategory.status).toBe(301)
    expect(viaCategory.headers.get('location')).toBe(`${own}?preview&version=herbst`)

    // The Studio's preview URL of a tip finds its address.
    const fromStudio = await get(`/vorschau/articles/${article!.id}?preview&version=herbst`, sessions.editor)
    expect(fromStudio.status).toBe(302)
    expect(fromStudio.headers.get('location')).toBe(`${own}?preview&version=herbst`)
  })

  it('sends noindex in header and meta on both round-trip pages in preview', async () => {
    const [trip] = await readItems<{ id: number; variants: Array<{ slug: string }> }>('round_trips', {
      'filter[status][_eq]': 'published',
      fields: 'id,variants.slug',
      limit: '1',
    })
    const slug = trip!.variants[0]!.slug
    const fromStudio = await get(`/vorschau/round_trips/${trip!.id}?preview`, sessions.editor)
    expect(fromStudio.status).toBe(302)
    expect(fromStudio.headers.get('location')).toMatch(/^\/rundreisen\/reise\/[\w-]+\?preview$/)
    for (const path of [`/rundreisen/reise/${slug}?preview`, `/rundreisen/reise2/${slug}?preview`]) {
      const answer = await get(path, sessions.editor)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('x-robots-tag')).toBe('noindex')
      expect(await answer.text(), path).toMatch(/<meta name="robots" content="noindex"\/>/)
    }
  })

  /** The editor's "Link erstellen" on /vorschau/teilen (a form post, as without JavaScript). */
  async function makeLink(cookie: string, days = '7') {
    return fetch(`${web.site}/vorschau/teilen?preview&collection=pages&item=${draftId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...BROWSER_HEADERS,
        accept: 'text/html',
        origin: web.site,
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ tage: days }),
    })
  }

  it('lets an editor share an expiring link to one draft that a colleague without an account can open', async () => {
    const made = await makeLink(sessions.editor)
    expect(made.status).toBe(200)
    const link = /id="vorschau-link"[^>]*value="([^"]+)"/.exec(await made.text())?.[1]
    expect(link).toMatch(new RegExp(`^${web.site}/vorschau/geteilt/[\\w.-]+$`))
    const path = new URL(link!).pathname

    const opened = await get(path)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    expect(opened.headers.get('x-robots-tag')).toBe('noindex')
    const html = await opened.text()
    expect(html).toContain('Entwurf im Rahmen')
    expect(html).toContain('Text für die Kollegin.')
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/)

    // The link's Directus share reads that one item and nothing else.
    const [share] = await adminData<Array<{ id: string }>>(
      'GET',
      `/shares?filter[item][_eq]=${draftId}&filter[collection][_eq]=pages&fields=id&sort=-date_created&limit=1`,
    )
    cleanup.push(() => adminData('DELETE', `/shares/${share!.id}`))
    const auth = await fetch(`${process.env.DIRECTUS_URL}/shares/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ share: share!.id, mode: 'json' }),
    })
    const { data: tokens } = (await auth.json()) as { data: { access_token: string } }
    const read = (id: number) =>
      fetch(`${process.env.DIRECTUS_URL}/items/pages/${id}?fields=title`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    expect((await read(draftId)).status).toBe(200)
    expect((await read(otherDraftId)).status).toBe(403)

    // A changed link is refused; once the share has ended, the link says it expired.
    const tampered = await get(`${path.slice(0, -3)}${path.endsWith('AAA') ? 'BBB' : 'AAA'}`)
    expect(tampered.status).toBe(404)
    expect(tampered.headers.get('cache-control')).toBe('private, no-store')
    expect(await tampered.text()).toContain('Dieser Vorschau-Link ist ungültig.')
    await adminData('PATCH', `/shares/${share!.id}`, {
      date_end: new Date(Date.now() - 60_000).toISOString(),
    })
    const expired = await get(path)
    expect(expired.status).toBe(410)
    expect(expired.headers.get('x-robots-tag')).toBe('noindex')
    expect(await expired.text()).toContain('Dieser Vorschau-Link ist abgelaufen.')
  })

  it('makes no link for anyone without an editor’s session, nor for a wrong validity', async () => {
    for (const cookie of [sessions.customer, customerSiteCookie]) {
      const refused = await makeLink(cookie)
      expect(refused.status).toBe(401)
      expect(await refused.text()).toContain(SIGN_IN)
    }
    const wrong = await makeLink(sessions.editor, '365')
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Bitte wählen Sie einen Inhalt und eine Gültigkeit.')
  })
})
