import { authenticateShare, createShare, readItem, readMe } from '@directus/sdk'
import { TRPCError } from '@trpc/server'

import type { Context } from './context'
import { sanitizeCmsHtml } from './sanitize'
import { tPreview } from '../core/copy/preview'
import type { PreviewShareCollection } from '../core/preview-share'
import { Refusal } from '../core/refusal'
import { directusRequest, revokeRefreshToken } from '../server/directus'
import { getEnv } from '../server/env'
import { seal, unseal } from '../server/seal'

// Preview links to share (docs/decisions/preview-share-links.md): an editor hands a colleague without an
// account an expiring link to one item. The link is a Directus share (directus_shares: one item, an end
// date, Directus checks both and the editor's right to share) sealed with the site's secret, so that a
// changed link is refused before Directus is asked and an expired one can say so.

const PURPOSE = 'preview-share'

/** What the shared page shows of each collection's item: its title, short texts and CMS HTML. */
export const SHARED_FIELDS = {
  // A landing page's text is in its text blocks (the items of block_richtext, read in the page's order).
  pages: { title: 'title', texts: ['seo_description'], html: ['blocks'] },
  hotels: { title: 'name', texts: ['teaser'], html: ['description'] },
  hotel_themes: { title: 'title', texts: [], html: ['intro'] },
  articles: { title: 'title', texts: ['teaser'], html: ['body'] },
  round_trips: { title: 'title', texts: ['teaser'], html: ['description'] },
} as const satisfies Record<PreviewShareCollection, { title: string; texts: string[]; html: string[] }>

type ShareableCollection = PreviewShareCollection

/** How a field of SHARED_FIELDS is asked for: a page's blocks with the HTML of their text items. */
const QUERY_FIELDS: Record<string, string> = { blocks: 'blocks.item:block_richtext.html' }

interface ShareClaim {
  /** the directus_shares id */
  s: string
  c: ShareableCollection
  i: string
  v: string | null
  /** end of validity, ms since the epoch */
  e: number
}

export const SHARE_INVALID = tPreview('preview.share.invalid')
export const SHARE_EXPIRED = tPreview('preview.share.expired')

/** Creates the share as the editor (Directus checks their right to share the item) and returns the token. */
export async function createPreviewShare(
  ctx: Context,
  input: { collection: ShareableCollection; item: string; version: string | null; days: number },
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  if (!ctx.preview || !ctx.visitor)
    throw new TRPCError({ code: 'FORBIDDEN', message: tPreview('preview.only') })
  const expiresAt = now + input.days * 24 * 60 * 60 * 1000
  const { role } = await ctx.visitor(readMe({ fields: ['role'] }))
  const share = await ctx
    .visitor(
      createShare(
        {
          name: `Vorschau-Link bis ${new Date(expiresAt).toISOString().slice(0, 10)}`,
          collection: input.collection,
          item: input.item,
          // What the link reads is what this role and the editor may both read, of this one item only.
          role: typeof role === 'string' ? role : null,
          // The SDK types this column by its kind ('datetime'); Directus takes an ISO date.
          date_end: new Date(expiresAt).toISOString() as 'datetime',
        },
        { fields: ['id'] },
      ),
    )
    .catch((error: unknown) => {
      if (error instanceof Refusal && (error.kind === 'forbidden' || error.kind === 'invalid'))
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: tPreview('preview.share.forbidden'),
          cause: error,
        })
      throw error
    })
  const claim: ShareClaim = {
    s: String(share.id),
    c: input.collection,
    i: input.item,
    v: input.version,
    e: expiresAt,
  }
  return { token: seal(JSON.stringify(claim), getEnv().SESSION_SECRET, PURPOSE), expiresAt }
}

function claimOf(token: string): ShareClaim | null {
  const plain = token.length <= 2000 ? unseal(token, getEnv().SESSION_SECRET, PURPOSE) : null
  if (!plain) return null
  try {
    const claim = JSON.parse(plain) as ShareClaim
    return claim.c in SHARED_FIELDS ? claim : null
  } catch {
    return null
  }
}

export interface SharedItem {
  collection: ShareableCollection
  title: string
  texts: string[]
  html: string[]
  version: string | null
  expiresAt: number
}

/**
 * The item of a link, read as the share (one item, nothing else): a changed link is NOT_FOUND, an expired
 * one (by its date, or refused by Directus: ended, deleted) is a GONE error with its German message.
 */
export async function openPreviewShare(token: string, now = Date.now()): Promise<SharedItem> {
  const claim = claimOf(token)
  if (!claim) throw new TRPCError({ code: 'NOT_FOUND', message: SHARE_INVALID })
  const gone = () => new TRPCError({ code: 'PRECONDITION_FAILED', message: SHARE_EXPIRED })
  if (claim.e <= now) throw gone()
  const auth = await directusRequest(null, authenticateShare(claim.s, undefined, 'json')).catch(
    (error: unknown) => {
      // Directus refuses a share that has ended, was used up or deleted.
      if (error instanceof Refusal && error.kind !== 'limited') throw gone()
      throw error
    },
  )
  if (!auth.access_token) throw gone()
  try {
    const fields = SHARED_FIELDS[claim.c]
    const row = (await directusRequest(
      auth.access_token,
      readItem(claim.c, claim.i, {
        fields: [fields.title, ...fields.texts, ...fields.html.map((field) => QUERY_FIELDS[field] ?? field)],
        ...(claim.c === 'pages' ? { deep: { blocks: { _sort: ['sort'] } } } : {}),
        ...(claim.v ? { version: claim.v } : {}),
      } as never),
    )) as Record<string, unknown>
    const text = (field: string) => (typeof row[field] === 'string' ? (row[field] as string) : '')
    const html = (field: string) => {
      const value = row[field]
      if (!Array.isArray(value)) return [sanitizeCmsHtml(text(field))]
      return value.map((block: { item?: { html?: unknown } | null }) =>
        sanitizeCmsHtml(typeof block.item?.html === 'string' ? block.item.html : ''),
      )
    }
    return {
      collection: claim.c,
      title: text(fields.title),
      texts: fields.texts.map(text).filter(Boolean),
      html: fields.html.flatMap(html).filter(Boolean),
      version: claim.v,
      expiresAt: claim.e,
    }
  } finally {
    // Each view is a share session of its own in Directus: ended at once.
    if (auth.refresh_token) await revokeRefreshToken(auth.refresh_token)
  }
}
