import { createTranslator } from './translate'

/** The frame of every page beyond the site section: bug report, colour scheme, the home search. */
export const layoutTexts = {
  'layout.bugReport': 'Fehler melden',
  'layout.bugReportHint':
    '(lädt das Meldeformular von Marker.io; dabei werden Daten an den Anbieter übertragen)',
  'layout.colorScheme': 'Farbschema',
  'layout.hotelSearch': 'Hotelsuche',
  'layout.colorSchemeInvalid': 'Bitte wählen Sie Hell, Dunkel oder System.',
  'layout.colorSchemeSaved': 'Ihr Farbschema ist gespeichert.',
  'layout.colorScheme.light': 'Hell',
  'layout.colorScheme.dark': 'Dunkel',
  'layout.colorScheme.system': 'System',
  'layout.notification': 'Benachrichtigung',
  'layout.notifications': 'Benachrichtigungen ({hotkey})',
} as const

export const tLayout = createTranslator(layoutTexts)
