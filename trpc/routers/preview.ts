import { readItems } from '@directus/sdk'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { tPreview } from '../../core/copy/preview'
import { pageNotFound } from '../../core/errors'
import { PREVIEW_SHARE_COLLECTIONS, PREVIEW_SHARE_DAYS } from '../../core/preview-share'
import { publicProcedure, router } from '../init'
import { visibleStatus } from '../preview'
import { createPreviewShare, openPreviewShare } from '../preview-share'

/** The collections whose site address is not one field of the item (the Studio's preview URL goes here). */
export const ADDRESSED_COLLECTIONS = ['articles', 'round_trips'] as const

/** As the address names them: a wrong collection or id is a bad request. */
const addressInput = z.object({
  collection: z.string().pipe(z.enum(ADDRESSED_COLLECTIONS)),
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
})

function unknownItem(collection: string, id: number): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: pageNotFound(`/vorschau/${collection}/${id}`) })
}

const shareInput = z.object({
  collection: z.string().pipe(z.enum(PREVIEW_SHARE_COLLECTIONS)),
  item: z.string().regex(/^[1-9]\d{0,9}$/, tPreview('preview.share.itemMissing')),
  version: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .nullable()
    .default(null),
  days: z
    .union([z.string(), z.number()])
    .pipe(z.coerce.number())
    .refine(
      (days) => (PREVIEW_SHARE_DAYS as readonly number[]).includes(days),
      tPreview('preview.share.daysMissing'),
    ),
})

export const previewRouter = router({
  /** An expiring link to one item (and version) for someone without an account; editors in preview only. */
  share: publicProcedure.input(shareInput).mutation(({ ctx, input }) => createPreviewShare(ctx, input)),

  /** The item behind a preview link, read as that link's Directus share. */
  openShare: publicProcedure
    .input(z.object({ token: z.string().max(2000) }))
    .query(({ input }) => openPreviewShare(input.token)),

  /**
   * The site address of an item, read in the editor's preview (drafts too): a travel tip under its region or,
   * without one, its category; a round trip at its first variant.
   */
  address: publicProcedure.input(addressInput).query(async ({ ctx, input }) => {
    if (!ctx.preview) throw new TRPCError({ code: 'FORBIDDEN', message: tPreview('preview.only') })
    const { collection, id } = input
    if (collection === 'articles') {
      const [row] = await ctx.catalogue(
        readItems('articles', {
          fields: ['slug', { region: ['slug'] }, { category: ['slug'] }],
          filter: { id: { _eq: id }, status: visibleStatus(ctx) },
          limit: 1,
        }),
      )
      const group = row?.region?.slug ?? row?.category?.slug
      return row && group ? `/reisetipps/${group}/${row.slug}` : unknownItem(collection, id)
    }
    const [variant] = await ctx.catalogue(
      readItems('round_trip_variants', {
        fields: ['slug'],
        filter: { round_trip: { id: { _eq: id }, status: visibleStatus(ctx) } },
        sort: ['sort', 'id'],
        limit: 1,
      }),
    )
    return variant ? `/rundreisen/reise/${variant.slug}` : unknownItem(collection, id)
  }),
})
