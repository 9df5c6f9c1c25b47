import { createTranslator } from './translate'

/** The hotel search's results: a hotel's card, its offer, filters and the stay. */
export const searchTexts = {
  'search.amenities': 'Ausstattung',
  'search.perRoomNight': 'pro Zimmer und Nacht',
  'search.freeCancellationUntil': 'Kostenlos stornierbar bis {{date}}',
  'search.loading': 'Hotels werden geladen …',
  'search.loadFailed': 'Weitere Hotels konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'search.pages': 'Seiten der Trefferliste',
  'search.unavailable.soldOut': 'Für Ihren Reisezeitraum leider ausgebucht.',
  'search.unavailable.occupancy': 'Keine Zimmer für Ihre Personenzahl – versuchen Sie mehr Zimmer.',
  'search.unavailable.minNights': 'Für diesen Zeitraum gilt ein Mindestaufenthalt.',
  'search.unavailable.noMatch': 'Kein Angebot passt zu Ihren Filtern für diesen Zeitraum.',
  'search.ofTen': 'von 10',
  'search.totalFor_one': 'Gesamtpreis für {{count}} Nacht',
  'search.totalFor_other': 'Gesamtpreis für {{count}} Nächte',
  'search.perNightWithTax': '{{price}} pro Nacht · inkl. Kurtaxe',
  'search.roomsLeft': 'Nur noch {{roomsLeft}} Zimmer frei',
  'search.viewOfferOf': 'Angebot ansehen: {{name}}',
  'search.viewOffer': 'Angebot ansehen',
  'search.otherDates': 'Andere Reisedaten prüfen',
  'search.cheapestNote': 'günstigster Preis der nächsten Wochen',
  'search.roomsAndPricesOf': 'Zimmer und Preise: {{name}}',
  'search.roomsAndPrices': 'Zimmer & Preise',
  'search.loadMore': 'Weitere Hotels laden',
  'search.priceFrom': 'ab {{price}}',
} as const

export const tSearch = createTranslator(searchTexts)
