// Preview links (docs/decisions/preview-share-links.md): what an editor can share, and for how long. Read by
// the web tier (trpc/preview-share.ts) and by the Directus setup (the editors' share permissions).

/** The collections whose items a preview link can show. */
export const PREVIEW_SHARE_COLLECTIONS = [
  'pages',
  'hotels',
  'hotel_themes',
  'articles',
  'round_trips',
] as const

export type PreviewShareCollection = (typeof PREVIEW_SHARE_COLLECTIONS)[number]

/** How long a link may live, in days: the editor's choice. */
export const PREVIEW_SHARE_DAYS = [1, 7, 30] as const
