import { createTranslator } from './translate'

/** The Merken button and the header count (islands on every catalogue page): keep it small. */
export const savedTexts = {
  'saved.remove': '{{kind}}: {{name}} – aus den gespeicherten Reisen entfernen',
  'saved.entries_one': 'Eintrag',
  'saved.entries_other': 'Einträge',
  'saved.removeShort': 'Entfernen',
  'saved.saved': 'Gemerkt',
  'saved.save': 'Merken',
} as const

export const tSaved = createTranslator(savedTexts)
