import { describe, expect, it } from 'vitest'

import { blockFromItem, blockItemsFromList } from './page-blocks'

describe('blockItemsFromList', () => {
  it('turns a list of typed blocks into block items in their order', () => {
    expect(
      blockItemsFromList([
        { type: 'hero', title: 'Endlich Sommer', image: 'datei-1' },
        { type: 'faq', title: 'Fragen', items: [{ question: 'Wann?', answer: 'Im Juli.' }] },
      ]),
    ).toEqual([
      { collection: 'block_hero', item: { title: 'Endlich Sommer', image: 'datei-1' }, sort: 1 },
      {
        collection: 'block_faq',
        item: { title: 'Fragen', items: [{ question: 'Wann?', answer: 'Im Juli.' }] },
        sort: 2,
      },
    ])
  })

  it('leaves out what no page could show, and numbers the rest without gaps', () => {
    const items = blockItemsFromList([
      { type: 'video', url: 'https://example.com' },
      { type: 'hero' },
      'kein Block',
      { type: 'richtext', html: '<p>Text</p>' },
    ])
    expect(items).toEqual([{ collection: 'block_richtext', item: { html: '<p>Text</p>' }, sort: 1 }])
    expect(blockItemsFromList({ type: 'richtext' })).toEqual([])
  })
})

describe('blockFromItem', () => {
  it('reads a junction row as the block the page renders, with the item’s id', () => {
    expect(
      blockFromItem({
        collection: 'block_cta',
        item: { id: 7, title: 'Beratung', text: null, label: 'Los', href: '/kontakt' },
      }),
    ).toEqual({ type: 'cta', id: 7, title: 'Beratung', text: null, label: 'Los', href: '/kontakt' })
  })

  it('gives what the former JSON list gave, for every block of the seed’s form', () => {
    const list = [
      { type: 'hotel_teasers', title: 'Ostsee', region: 'ostsee', limit: 40 },
      { type: 'faq', title: 'Fragen', items: null },
    ]
    const rows = blockItemsFromList(list).map(({ collection, item }, index) => ({
      collection,
      item: { ...item, id: index + 1 },
    }))
    expect(rows.map(blockFromItem)).toEqual([
      // A limit the page cannot show falls back to 6, as it always did.
      { type: 'hotel_teasers', id: 1, title: 'Ostsee', region: 'ostsee', limit: 6 },
      { type: 'faq', id: 2, title: 'Fragen', items: [] },
    ])
  })

  it('gives a gallery’s pictures in the editors’ order, leaving out any without a text or a file', () => {
    const picture = (file: string | null, alt: string | null, sort: number) => ({
      directus_files_id: file,
      alt,
      caption: null,
      sort,
    })
    expect(
      blockFromItem({
        collection: 'block_gallery',
        item: {
          id: 4,
          title: 'Sommer in Bildern',
          images: [
            picture('b', 'Bild B', 2),
            picture('c', ' ', 3),
            picture('a', 'Bild A', 1),
            picture(null, 'X', 4),
          ],
        },
      }),
    ).toEqual({
      type: 'gallery',
      id: 4,
      title: 'Sommer in Bildern',
      images: [picture('a', 'Bild A', 1), picture('b', 'Bild B', 2)],
    })
  })

  it('skips rows without an item, of other collections, or whose item the page cannot show', () => {
    expect(blockFromItem({ collection: 'block_hero', item: null })).toBeNull()
    expect(blockFromItem({ collection: 'block_hero', item: '12' })).toBeNull()
    expect(blockFromItem({ collection: 'articles', item: { id: 1, title: 'x' } })).toBeNull()
    expect(blockFromItem({ collection: 'block_hero', item: { id: 3, title: '  ' } })).toBeNull()
    expect(
      blockFromItem({ collection: 'block_cta', item: { title: 'ohne Id', label: 'a', href: '/' } }),
    ).toBeNull()
  })
})
