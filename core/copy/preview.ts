import { createTranslator } from './translate'

/** What editors and the colleagues they share a preview with read. */
export const previewTexts = {
  'preview.createLink': 'Vorschau-Link erstellen',
} as const

export const tPreview = createTranslator(previewTexts)
