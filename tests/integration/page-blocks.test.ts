import { randomBytes, randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HOME_PAGE_PATH } from '../../core/home-page'
import { BLOCK_COLLECTIONS, blockItemsFromList } from '../../core/page-blocks'
import { createApi } from '../../directus/scripts/api'
import { applySchema } from '../../directus/scripts/schema'
import { applySetup } from '../../directus/scripts/setup'
import { sharedCache } from '../../trpc/cache'
import { createContext } from '../../trpc/context'
import { createCaller } from '../../trpc/router'
import { createPage, directusCall } from '../support/directus-admin'

// Landing pages built from block items (docs/content-model.md): read in one request with the page, rendered
// per block type, readable only where the page is published, and moved over from the former JSON field.
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex')

const directusUrl = process.env.DIRECTUS_URL!
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const tag = () => randomUUID().slice(0, 8)
const anonymous = () => createCaller(() => createContext({ accessToken: null, preview: false }))

/** One block of every type the pages use, as the seed writes them. */
const EVERY_BLOCK = [
  {
    type: 'hero',
    title: 'Herbst an der Schlei',
    subtitle: 'Ruhige Tage am Wasser.',
    cta_label: 'Hotels',
    cta_href: '/hotel',
  },
  { type: 'richtext', html: '<p>Fjord und <strong>Fischbrötchen</strong>.</p><script>alert(1)</script>' },
  { type: 'hotel_teasers', title: 'Hotels an der Ostsee', region: 'ostsee', limit: 2 },
  { type: 'round_trip_teasers', title: 'Rundreisen', limit: 1 },
  { type: 'article_teasers', title: 'Reisetipps', limit: 1 },
  { type: 'cta', title: 'Beratung', text: 'Wir helfen gern.', label: 'Kontakt', href: 'javascript:alert(1)' },
  { type: 'faq', title: 'Fragen', items: [{ question: 'Hunde erlaubt?', answer: 'In vielen Häusern ja.' }] },
]

/** What a page shows of its blocks, without the item ids. */
function shown(blocks: Array<Record<string, unknown>>) {
  return blocks.map(({ id: _id, ...block }) => block)
}

/** The home page's blocks, from the seed and from the texts of a database that had it in code. */
const HOME_BLOCKS = ['search_hero', 'hotel_teasers', 'round_trip_teasers', 'article_teasers']

const postgresStage = Boolean(
  process.env.TEST_DIRECTUS_CONFIG &&
  (JSON.parse(process.env.TEST_DIRECTUS_CONFIG) as { postgres?: unknown }).postgres,
)

describe('landing pages from block items', () => {
  const cleanup: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo().catch(() => undefined)
  })

  it('renders each block type from its item, in the editors’ order', async () => {
    const path = `bloecke-${tag()}`
    const page = await createPage({ status: 'published', path, title: 'Schlei', blocks: EVERY_BLOCK })
    cleanup.push(page.remove)

    const read = await anonymous().page.byPath({ path })
    expect(read?.blocks.map((block) => [block.type, block.id])).toEqual(
      page.blocks.map((item, index) => [EVERY_BLOCK[index]!.type, item.id]),
    )
    const [hero, text, hotels, trips, tips, cta, faq] = read!.blocks
    expect(hero).toMatchObject({ title: 'Herbst an der Schlei', cta_href: '/hotel' })
    // CMS HTML is sanitised as before; the link stays as written and is checked where it is rendered.
    expect(text).toMatchObject({ html: '<p>Fjord und <strong>Fischbrötchen</strong>.</p>' })
    expect(hotels).toMatchObject({ type: 'hotel_teasers', title: 'Hotels an der Ostsee' })
    expect((hotels as { hotels: unknown[] }).hotels.length).toBeLessThanOrEqual(2)
    expect(trips).toMatchObject({ type: 'round_trip_teasers', trips: expect.any(Array) })
    expect(tips).toMatchObject({ type: 'article_teasers', articles: expect.any(Array) })
    expect(cta).toMatchObject({ label: 'Kontakt', href: 'javascript:alert(1)' })
    expect(faq).toMatchObject({ items: [{ question: 'Hunde erlaubt?', answer: 'In vielen Häusern ja.' }] })

    // Reordered in the Studio (the junction's sort): the page follows.
    const junction = await directusCall<Array<{ id: number; item: string }>>(
      adminToken,
      'GET',
      `/items/pages_blocks?filter[pages_id][_eq]=${page.id}&fields=id,item&sort=sort`,
    )
    const rows = junction.data
    await directusCall(adminToken, 'PATCH', '/items/pages_blocks', [
      { id: rows[0]!.id, sort: 2 },
      { id: rows[1]!.id, sort: 1 },
    ])
    sharedCache.clear()
    const reordered = await anonymous().page.byPath({ path })
    expect(reordered?.blocks.slice(0, 2).map((block) => block.type)).toEqual(['richtext', 'hero'])
  })

  it('builds the home page from blocks: its search title, featured hotels, round trips and tips', async () => {
    const home = await anonymous().page.byPath({ path: HOME_PAGE_PATH })
    expect(home?.blocks.map((block) => block.type)).toEqual(HOME_BLOCKS)
    expect(home?.blocks[0]).toMatchObject({
      title: 'Urlaub, der zu Ihnen passt',
      search_label: 'Hotels finden',
    })
    expect(home?.blocks[1]).toMatchObject({ featured: true, more_href: '/hotel', anchor: 'beliebte-hotels' })
  })

  it('lets nobody but editors read the blocks of a page that is not published', async () => {
    const textPage = async (status: 'draft' | 'published') => {
      const page = await createPage({
        status,
        path: `${status}-${tag()}`,
        title: status,
        blocks: [{ type: 'richtext', html: `<p>${status}</p>` }],
      })
      cleanup.push(page.remove)
      return page
    }
    const draft = await textPage('draft')
    const published = await textPage('published')
    const [secret] = draft.blocks
    const [open] = published.blocks

    for (const token of [staticToken, null]) {
      const item = await directusCall(token, 'GET', `/items/block_richtext/${secret!.id}`)
      expect(item.status).toBe(403)
      const rows = await directusCall<unknown[]>(
        token,
        'GET',
        `/items/pages_blocks?filter[pages_id][_eq]=${draft.id}`,
      )
      expect(rows.data ?? []).toEqual([])
    }
    const list = await directusCall<Array<{ id: number }>>(
      staticToken,
      'GET',
      '/items/block_richtext?fields=id&limit=-1',
    )
    expect(list.data.map((row) => row.id)).toContain(open!.id)
    expect(list.data.map((row) => row.id)).not.toContain(secret!.id)
    // The public policy reads nothing at all.
    expect((await directusCall(null, 'GET', `/items/block_richtext/${open!.id}`)).status).toBe(403)
  })

  describe('an image gallery', () => {
    /** Three pictures of the seed's library, each with its alternative text. */
    async function pictures() {
      const files = await directusCall<Array<{ id: string }>>(
        adminToken,
        'GET',
        '/files?fields=id&filter[type][_starts_with]=image/&sort=filename_download&limit=3',
      )
      expect(files.data).toHaveLength(3)
      return files.data.map((file, index) => ({
        directus_files_id: file.id,
        alt: `Bild ${index + 1} der Galerie`,
        caption: index === 0 ? 'Am Strand' : null,
      }))
    }

    const galleryPage = async (status: 'draft' | 'published', images: unknown[]) => {
      const path = `galerie-${status}-${tag()}`
      const page = await createPage({
        status,
        path,
        title: 'Galerie',
        blocks: [{ type: 'gallery', title: 'Sommer in Bildern', images }],
      })
      cleanup.push(page.remove)
      return { ...page, path }
    }

    it('comes with its pictures in the editors’ order in the page’s one read, none without its text', async () => {
      const [first, second, third] = await pictures()
      const page = await galleryPage('published', [first, second, { ...third, alt: ' ' }])
      const read = await anonymous().page.byPath({ path: page.path })
      expect(read?.blocks).toEqual([
        expect.objectContaining({
          type: 'gallery',
          id: page.blocks[0]!.id,
          title: 'Sommer in Bildern',
          images: [
            expect.objectContaining({
              directus_files_id: first!.directus_files_id,
              alt: 'Bild 1 der Galerie',
              caption: 'Am Strand',
            }),
            expect.objectContaining({
              directus_files_id: second!.directus_files_id,
              alt: 'Bild 2 der Galerie',
            }),
          ],
        }),
      ])

      // Sorted anew in the Studio (the junction's sort): the page follows.
      const rows = await directusCall<Array<{ id: number }>>(
        adminToken,
        'GET',
        `/items/block_gallery_files?filter[block_gallery_id][_eq]=${page.blocks[0]!.id}&fields=id&sort=sort`,
      )
      await directusCall(adminToken, 'PATCH', '/items/block_gallery_files', [
        { id: rows.data[0]!.id, sort: 2 },
        { id: rows.data[1]!.id, sort: 1 },
      ])
      sharedCache.clear()
      const resorted = await anonymous().page.byPath({ path: page.path })
      const [gallery] = resorted!.blocks as Array<{ images: Array<{ directus_files_id: string }> }>
      expect(gallery!.images.map((image) => image.directus_files_id)).toEqual([
        second!.directus_files_id,
        first!.directus_files_id,
      ])
    })

    it('is read by the site’s token on a published page only, and by nobody else', async () => {
      const images = await pictures()
      const published = await galleryPage('published', images)
      const draft = await galleryPage('draft', images)
      const imagesOf = (token: string | null, block: number) =>
        directusCall<unknown[]>(
          token,
          'GET',
          `/items/block_gallery_files?filter[block_gallery_id][_eq]=${block}&fields=directus_files_id,alt`,
        )

      const open = published.blocks[0]!.id
      expect((await directusCall(staticToken, 'GET', `/items/block_gallery/${open}`)).status).toBe(200)
      expect((await imagesOf(staticToken, open)).data).toHaveLength(3)

      const secret = draft.blocks[0]!.id
      for (const token of [staticToken, null]) {
        expect((await directusCall(token, 'GET', `/items/block_gallery/${secret}`)).status).toBe(403)
        expect((await imagesOf(token, secret)).data ?? []).toEqual([])
      }
      expect((await directusCall(null, 'GET', `/items/block_gallery/${open}`)).status).toBe(403)
      expect(await anonymous().page.byPath({ path: draft.path })).toBeNull()
    })
  })

  // Like the test below, it changes the schema of the Directus under test: on the PostgreSQL stage only.
  describe.runIf(postgresStage)('a database from before the gallery block', () => {
    const api = createApi(directusUrl, adminToken)

    afterAll(async () => {
      await applySchema({ url: directusUrl, adminToken })
      await applySetup({ url: directusUrl, adminToken, staticToken, siteUrl: process.env.SITE_URL! })
    }, 300_000)

    it('gets the gallery block from the start’s schema step, and pages can show one', async () => {
      // Such a database has no gallery on any page.
      const galleries = await api.get<Array<{ id: number }>>(
        '/items/pages_blocks?filter[collection][_eq]=block_gallery&fields=id&limit=-1',
      )
      for (const row of galleries) await api.delete(`/items/pages_blocks/${row.id}`)
      await api.delete('/collections/block_gallery_files')
      await api.delete('/collections/block_gallery')
      await api.patch('/relations/pages_blocks/item', {
        meta: {
          one_allowed_collections: Object.values(BLOCK_COLLECTIONS).filter((c) => c !== 'block_gallery'),
        },
      })

      const { created } = await applySchema({ url: directusUrl, adminToken })
      expect(created).toEqual(
        expect.arrayContaining([
          'block_gallery',
          'block_gallery_files',
          'relation pages_blocks.item: one_allowed_collections',
        ]),
      )
      await applySetup({ url: directusUrl, adminToken, staticToken, siteUrl: process.env.SITE_URL! })
      expect((await applySchema({ url: directusUrl, adminToken })).created).toEqual([])

      const [file] = await api.get<Array<{ id: string }>>(
        '/files?fields=id&filter[type][_starts_with]=image/&limit=1',
      )
      const path = `galerie-neu-${tag()}`
      const page = await createPage({
        status: 'published',
        path,
        title: 'Galerie',
        blocks: [
          { type: 'gallery', title: 'Bilder', images: [{ directus_files_id: file!.id, alt: 'Ein Bild' }] },
        ],
      })
      cleanup.push(page.remove)
      sharedCache.clear()
      const read = await anonymous().page.byPath({ path })
      expect(read?.blocks).toEqual([
        expect.objectContaining({ type: 'gallery', images: [expect.objectContaining({ alt: 'Ein Bild' })] }),
      ])
    }, 300_000)
  })

  // It takes the Directus under test back to the former schema and forward again. The SQLite Directus of
  // `npm test` serves the e2e suite afterwards, so this runs on the PostgreSQL stage's Directus only, which
  // nothing uses after the integration tests.
  describe.runIf(postgresStage)('a database whose pages still keep their blocks as one JSON field', () => {
    const api = createApi(directusUrl, adminToken)
    const path = `json-bloecke-${tag()}`
    let pageId = 0
    let before: Awaited<ReturnType<ReturnType<typeof anonymous>['page']['byPath']>>

    beforeAll(async () => {
      const page = await createPage({ status: 'published', path, title: 'Alt', blocks: EVERY_BLOCK })
      cleanup.push(page.remove)
      pageId = page.id
      sharedCache.clear()
      before = await anonymous().page.byPath({ path })

      // Every page's blocks as the JSON list the former field held, then the schema of that release:
      // no block collections, no junction, `pages.blocks` a JSON field.
      const pages = await api.get<
        Array<{ id: number; blocks: Array<{ collection: string; item: Record<string, unknown> }> }>
      >('/items/pages?fields=id,blocks.collection,blocks.item.*&deep[blocks][_sort]=sort&limit=-1')
      const types: Record<string, string> = Object.fromEntries(
        Object.entries(BLOCK_COLLECTIONS).map(([type, collection]) => [collection, type]),
      )
      const json = pages.map((row) => ({
        id: row.id,
        blocks: row.blocks.map(({ collection, item }) => {
          const { id: _id, ...fields } = item
          return { type: types[collection], ...fields }
        }),
      }))
      // A database of that time had its home page in code.
      const [home] = await api.get<Array<{ id: number }>>(
        `/items/pages?filter[path][_eq]=${HOME_PAGE_PATH}&fields=id`,
      )
      await api.delete(`/items/pages/${home!.id}`)
      await api.delete('/fields/pages/blocks')
      for (const collection of ['pages_blocks', 'block_gallery_files', ...Object.keys(types)])
        await api.delete(`/collections/${collection}`)
      await api.post('/fields/pages', {
        field: 'blocks',
        type: 'json',
        meta: { interface: 'input-code', special: ['cast-json'] },
        schema: {},
      })
      for (const row of json)
        if (row.id !== home!.id) await api.patch(`/items/pages/${row.id}`, { blocks: row.blocks })
    }, 300_000)

    // Whatever happened above, the test Directus leaves with the current schema and access rules.
    afterAll(async () => {
      await applySchema({ url: directusUrl, adminToken })
      await applySetup({ url: directusUrl, adminToken, staticToken, siteUrl: process.env.SITE_URL! })
    }, 300_000)

    it('ends, after the start’s schema step, with the same pages rendered from block items', async () => {
      const log: string[] = []
      await applySchema({ url: directusUrl, adminToken, log: (line) => log.push(line) })
      await applySetup({ url: directusUrl, adminToken, staticToken, siteUrl: process.env.SITE_URL! })

      const fields = await api.get<Array<{ field: string; type: string }>>('/fields/pages')
      expect(fields.find((f) => f.field === 'blocks')?.type).toBe('alias')
      expect(fields.map((f) => f.field)).not.toContain('legacy_blocks')

      sharedCache.clear()
      const after = await anonymous().page.byPath({ path })
      expect(shown(after!.blocks)).toEqual(shown(before!.blocks))
      const rows = await api.get<Array<{ collection: string }>>(
        `/items/pages_blocks?filter[pages_id][_eq]=${pageId}&sort=sort&fields=collection`,
      )
      expect(rows.map((row) => row.collection)).toEqual(
        blockItemsFromList(EVERY_BLOCK).map((row) => row.collection),
      )

      // The home page, from the texts it showed.
      const home = await anonymous().page.byPath({ path: HOME_PAGE_PATH })
      expect(home?.blocks.map((block) => block.type)).toEqual(HOME_BLOCKS)
      expect(home?.blocks[0]).toMatchObject({ title: 'Urlaub, der zu Ihnen passt' })

      // A second run finds nothing left to move.
      const again = await applySchema({ url: directusUrl, adminToken })
      expect(again.created).toEqual([])
    }, 300_000)
  })
})
