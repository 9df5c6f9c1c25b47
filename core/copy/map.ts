import { createTranslator } from './translate'

/** The consent-gated map island and, without JavaScript, its list of places. */
export const mapTexts = {
  'map.searchResults': 'Karte der Suchergebnisse',
  'map.tilesFrom': 'Beim Laden der Karte werden Kartenkacheln von',
  'map.tilesPrivacy':
    'geladen; dabei wird Ihre IP-Adresse an diesen Anbieter übertragen. Mehr dazu in unserer',
  'map.load': 'Karte laden',
  'map.needsJavaScript': 'Die interaktive Karte benötigt JavaScript. Die Orte der Karte:',
  'map.noPlaces': 'Keine Orte zum Anzeigen.',
  'map.loading': 'Die Karte wird geladen …',
  'map.loadFailed': 'Die Karte konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  'map.descriptionEmpty': '{{label}} (keine Orte)',
  'map.description_one': '{{label}} ({{count}} Ort; mit den Pfeiltasten verschieben, mit + und − zoomen)',
  'map.description_other': '{{label}} ({{count}} Orte; mit den Pfeiltasten verschieben, mit + und − zoomen)',
  'map.zoomIn': 'Hineinzoomen',
  'map.zoomOut': 'Herauszoomen',
} as const

export const tMap = createTranslator(mapTexts)
