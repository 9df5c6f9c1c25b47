import { z } from 'zod'

// A landing page's blocks (docs/content-model.md): each block is an item of its own block collection,
// joined to the page in order through the many-to-any junction `pages_blocks` (`collection`, `item`,
// `sort`). The block's fields carry the names the site reads, so a block is `{ type, ...item }`.

/** Each block type and the collection that holds its items. */
export const BLOCK_COLLECTIONS = {
  hero: 'block_hero',
  search_hero: 'block_search_hero',
  richtext: 'block_richtext',
  hotel_teasers: 'block_hotel_teasers',
  round_trip_teasers: 'block_round_trip_teasers',
  article_teasers: 'block_article_teasers',
  cta: 'block_cta',
  faq: 'block_faq',
  gallery: 'block_gallery',
} as const

/** The junction of a gallery block's images (`block_gallery.images`, many-to-many to directus_files). */
export const GALLERY_IMAGES = 'block_gallery_files'

export type BlockType = keyof typeof BLOCK_COLLECTIONS
type BlockCollection = (typeof BLOCK_COLLECTIONS)[BlockType]

const TYPE_OF = new Map(
  Object.entries(BLOCK_COLLECTIONS).map(([type, collection]) => [collection as string, type]),
)

export const BLOCK_COLLECTION_NAMES = Object.values(BLOCK_COLLECTIONS) as BlockCollection[]

const text = z.string().trim().min(1)
const limit = z.coerce.number().int().min(1).max(12).catch(6)
/** A teaser list's link to the whole list beside its heading, and the heading's anchor (`#…`). */
const moreLink = {
  more_label: z.string().nullish(),
  more_href: z.string().nullish(),
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .nullish()
    .catch(null),
}

/**
 * A gallery's images in the editors' order (the junction's `sort`), each a file with its alternative text
 * and caption. An image without a file or without alternative text is left out: no image is shown
 * without a text for those who cannot see it.
 */
const galleryImages = z
  .array(z.unknown())
  .nullish()
  .transform((rows) =>
    (rows ?? [])
      .flatMap((raw, index) => {
        const image = z
          .object({
            directus_files_id: text,
            alt: text,
            caption: z.string().nullish(),
            sort: z.number().nullish(),
          })
          .safeParse(raw)
        return image.success ? [{ ...image.data, sort: image.data.sort ?? index + 1 }] : []
      })
      .sort((a, b) => a.sort - b.sort),
  )

/** What the site renders of each block type; a block that does not fit is left out of the page. */
const blockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    title: text,
    subtitle: z.string().nullish(),
    image: z.string().nullish(),
    cta_label: z.string().nullish(),
    cta_href: z.string().nullish(),
  }),
  z.object({
    type: z.literal('search_hero'),
    title: text,
    text: z.string().nullish(),
    search_label: text,
  }),
  z.object({ type: z.literal('richtext'), html: z.string() }),
  z.object({
    type: z.literal('hotel_teasers'),
    title: text,
    region: z.string().nullish(),
    theme: z.string().nullish(),
    featured: z.boolean().nullish(),
    limit,
    ...moreLink,
  }),
  z.object({ type: z.literal('round_trip_teasers'), title: text, limit, ...moreLink }),
  z.object({
    type: z.literal('article_teasers'),
    title: text,
    category: z.string().nullish(),
    region: z.string().nullish(),
    limit,
    ...moreLink,
  }),
  z.object({ type: z.literal('cta'), title: text, text: z.string().nullish(), label: text, href: text }),
  z.object({
    type: z.literal('faq'),
    title: text,
    items: z
      .array(z.object({ question: text, answer: text }))
      .nullish()
      .transform((items) => items ?? []),
  }),
  z.object({ type: z.literal('gallery'), title: text, images: galleryImages }),
])

export type Block = z.infer<typeof blockSchema>

/** A junction row as Directus answers `blocks.collection`, `blocks.item:<collection>.*`. */
const junctionRow = z.object({
  collection: z.string().nullish(),
  item: z.record(z.unknown()).nullish(),
})

/**
 * A page's junction row as the block the site renders, with the item's id (its editable region), or null
 * for a row without an item, of an unknown collection, or whose item the page cannot show.
 */
export function blockFromItem(raw: unknown): (Block & { id: number }) | null {
  const row = junctionRow.safeParse(raw)
  if (!row.success || !row.data.item || !row.data.collection) return null
  const type = TYPE_OF.get(row.data.collection)
  const id = Number(row.data.item.id)
  if (!type || !Number.isInteger(id)) return null
  const block = blockSchema.safeParse({ ...row.data.item, type })
  return block.success ? { ...block.data, id } : null
}

/**
 * Blocks given as a list of `{ type, ...fields }` (the seed's and the former JSON field's form) as the
 * junction rows that create them in order: `{ collection, item, sort }`. Blocks the page could not show
 * are left out, as the page left them out before.
 */
export function blockItemsFromList(list: unknown): Array<{
  collection: BlockCollection
  item: Record<string, unknown>
  sort: number
}> {
  if (!Array.isArray(list)) return []
  return list
    .flatMap((raw) => {
      const parsed = blockSchema.safeParse(raw)
      if (!parsed.success) return []
      const { type, ...item } = parsed.data
      return [{ collection: BLOCK_COLLECTIONS[type], item }]
    })
    .map((row, index) => ({ ...row, sort: index + 1 }))
}
