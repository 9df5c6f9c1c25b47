import { createTranslator } from './translate'

/** What editors and the colleagues they share a preview with read. */
export const previewTexts = {
  'preview.createLink': 'Vorschau-Link erstellen',
  'preview.editBlocks': 'Blöcke hinzufügen, sortieren oder entfernen',
} as const

export const tPreview = createTranslator(previewTexts)
