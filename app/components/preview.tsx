import { useLocation, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { keepScrollPosition } from '~/lib/preview-scroll'
import type { VisualEditing } from '~/lib/visual-editing.client'

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
