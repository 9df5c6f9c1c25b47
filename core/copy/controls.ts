import { createTranslator } from './translate'

/** Small controls several islands share: select, suggestion list, pagination. */
export const controlsTexts = {
  'controls.previous': '‹ Zurück',
  'controls.next': 'Weiter ›',
  'controls.noPlacesFound': 'Keine Orte gefunden für „{{query}}“',
  'controls.selected': '(gewählt)',
  'controls.placesFound_one': '{{count}} Ort gefunden',
  'controls.placesFound_other': '{{count}} Orte gefunden',
} as const

export const tControls = createTranslator(controlsTexts)
