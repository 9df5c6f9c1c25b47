import { useLocation, useNavigation, useRevalidator, type useMatches } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { previewVersion, tidySearch, type PreviewItem } from '~/lib/preview'
import { keepScrollPosition } from '~/lib/preview-scroll'
import type { VisualEditing } from '~/lib/visual-editing.client'

import { tPreview } from '../../core/copy/preview'
import { PATHS } from '../../core/paths'

/** What the root loader tells the browser about a preview (null for everyone but an editor). */
export interface PreviewData {
  /** The editor flag: the overlay of the visual editor is wanted. */
  visualEditing: boolean
  /** The origin of the Data Studio that frames the page. */
  directusUrl: string
  translationIds: Record<string, number>
}

/**
 * A preview's behaviour in the browser: in a frame the scroll position survives reloads; with the editor
 * flag the editor overlay loads (a chunk of its own, never part of a visitor's first load) and a save in
 * the editor revalidates the page's data in place, after which the overlay picks up the changed regions.
 */
export function PreviewClient({ preview }: { preview: PreviewData }) {
  const location = useLocation()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const page = location.pathname + location.search
  useEffect(() => keepScrollPosition(page), [page])

  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  const editing = useRef<Promise<VisualEditing | null>>(Promise.resolve(null))
  const { visualEditing, directusUrl } = preview
  useEffect(() => {
    if (!visualEditing) return
    const started = import('~/lib/visual-editing.client').then(({ startVisualEditing }) =>
      startVisualEditing({ directusUrl, onSaved: () => void revalidate.current() }),
    )
    editing.current = started
    return () => void started.then((session) => session?.stop())
  }, [visualEditing, directusUrl])

  const idle = navigation.state === 'idle' && revalidator.state === 'idle'
  const shown = useRef(page)
  const revalidated = useRef(false)
  if (revalidator.state === 'loading') revalidated.current = true
  useEffect(() => {
    if (!idle || (shown.current === page && !revalidated.current)) return
    shown.current = page
    revalidated.current = false
    void editing.current.then((session) => session?.refresh())
  }, [idle, page])
  return null
}

/** The item of the deepest page that names one (`handle.previewItem`), with its loader data. */
export function previewItemOf(matches: ReturnType<typeof useMatches>): PreviewItem | null {
  for (const match of [...matches].reverse()) {
    const of = (match.handle as { previewItem?: (data: unknown) => PreviewItem | null } | undefined)
      ?.previewItem
    if (of) return of(match.data)
  }
  return null
}

/**
 * The bar above a preview: says that it is one and, on a page that shows one CMS item, leads to a preview
 * link for a colleague without an account (`/vorschau/teilen`, a form that works without JavaScript).
 */
export function PreviewBar({ item, search }: { item: PreviewItem | null; search: string }) {
  const version = previewVersion(search)
  const share =
    item &&
    `${PATHS.sharePreview}${tidySearch(
      `?${new URLSearchParams({
        preview: '',
        collection: item.collection,
        item: String(item.item),
        ...(version ? { version } : {}),
      })}`,
    )}`
  return (
    <aside aria-label={tPreview('preview.badge')} className="bg-amber-100 text-sm text-amber-950">
      <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-1 py-2">
        <p className="font-semibold">{tPreview('preview.draftsVisible')}</p>
        {share && (
          <a href={share} className="underline underline-offset-4">
            {tPreview('preview.createLink')}
          </a>
        )}
      </div>
    </aside>
  )
}
