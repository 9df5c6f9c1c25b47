import { createContext, useCallback, useContext } from 'react'

import { formatEditAttr, type EditMode } from '~/lib/editable'

// Editable regions (spec §3, §4): only in preview with the editor flag do CMS-backed elements carry the
// `data-directus` attribute that the visual editor's overlay looks for. Everyone else gets no attribute.

export interface EditorValue {
  /** The Directus item of each shell text (collection `translations`), by key. */
  translationIds: Record<string, number>
}

const EditorContext = createContext<EditorValue | null>(null)

/** Set by the root layout when the page is a preview with the editor flag. */
export const EditorProvider = EditorContext.Provider

type EditableProps = { 'data-directus'?: string }

/**
 * `editable(collection, item, fields, mode)`: the props that make an element an editable region of that
 * item's fields; nothing outside the visual editor. Spread them onto the element that shows the fields.
 */
export function useEditable() {
  const editor = useContext(EditorContext)
  return useCallback(
    (
      collection: string,
      item: string | number,
      fields: string[],
      mode: EditMode = 'drawer',
    ): EditableProps =>
      editor ? { 'data-directus': formatEditAttr({ collection, item, fields, mode }) } : {},
    [editor],
  )
}

/** `editableText(key)`: like `useEditable`, for a shell text kept in Directus's `translations`. */
export function useEditableText() {
  const editor = useContext(EditorContext)
  return useCallback(
    (key: string): EditableProps => {
      const id = editor?.translationIds[key]
      return id === undefined
        ? {}
        : {
            'data-directus': formatEditAttr({
              collection: 'translations',
              item: id,
              fields: ['value'],
              mode: 'popover',
            }),
          }
    },
    [editor],
  )
}
