import { randomBytes, randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { passwordLogin } from '../../server/directus'
import { createContext } from '../../trpc/context'
import { createCaller } from '../../trpc/router'
import {
  createCustomer,
  createEditor,
  createPage,
  updateItem,
  type Customer,
} from '../support/directus-admin'

// Preview reads (docs/decisions/preview-with-the-studio-session.md) through the real router and Directus.
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex')

const caller = (accessToken: string | null, preview = false) =>
  createCaller(() => createContext({ accessToken, preview }))

describe('preview reads', () => {
  let editor: Customer
  let customer: Customer
  let editorToken: string
  let customerToken: string
  const draftPath = `vorschau-int-${randomUUID().slice(0, 8)}`
  const publishedPath = `vorschau-int-${randomUUID().slice(0, 8)}`
  const pages: Array<{ id: number; remove(): Promise<void> }> = []

  beforeAll(async () => {
    editor = await createEditor()
    customer = await createCustomer()
    editorToken = (await passwordLogin(editor.email, editor.password)).accessToken
    customerToken = (await passwordLogin(customer.email, customer.password)).accessToken
    pages.push(await createPage({ status: 'draft', path: draftPath, title: 'Entwurf', blocks: [] }))
    pages.push(await createPage({ status: 'published', path: publishedPath, title: 'Alt', blocks: [] }))
  })

  afterAll(async () => {
    for (const page of pages) await page.remove()
    await editor?.remove()
    await customer?.remove()
  })

  it('shows a draft only in an editor’s preview', async () => {
    expect((await caller(editorToken, true).page.byPath({ path: draftPath }))?.title).toBe('Entwurf')
    expect(await caller(editorToken).page.byPath({ path: draftPath })).toBeNull()
    expect(await caller(null).page.byPath({ path: draftPath })).toBeNull()
    // Without a token a preview context is no preview: the static token reads published items only.
    expect(await caller(null, true).page.byPath({ path: draftPath })).toBeNull()
    // A customer's token reads what the catalogue policy allows: published items.
    expect(await caller(customerToken, true).page.byPath({ path: draftPath })).toBeNull()
  })

  it('tells editors from other visitors', async () => {
    expect(await caller(editorToken).user.canPreview()).toBe(true)
    expect(await caller(customerToken).user.canPreview()).toBe(false)
  })

  it('reads past the shared cache in preview and never fills it with drafts', async () => {
    expect((await caller(null).page.byPath({ path: publishedPath }))?.title).toBe('Alt')
    await updateItem('pages', pages[1]!.id, { title: 'Neu' })
    expect((await caller(editorToken, true).page.byPath({ path: publishedPath }))?.title).toBe('Neu')
    // Everyone else still gets the cached page until it expires (30 s).
    expect((await caller(null).page.byPath({ path: publishedPath }))?.title).toBe('Alt')

    expect(await caller(editorToken, true).page.byPath({ path: draftPath })).not.toBeNull()
    expect(await caller(null).page.byPath({ path: draftPath })).toBeNull()
  })
})
