import { createTranslator } from './translate'

/** The hotel search: its form, its messages and its results. */
export const searchTexts = {
  'search.dates.arrivalMissing': 'Bitte wählen Sie ein Anreisedatum.',
  'search.dates.arrivalInvalid': 'Bitte geben Sie ein gültiges Anreisedatum an.',
  'search.dates.arrivalPast': 'Das Anreisedatum liegt in der Vergangenheit.',
  'search.dates.arrivalTooFar': 'Reisen können höchstens ein Jahr im Voraus gesucht werden.',
  'search.dates.departureMissing': 'Bitte wählen Sie ein Abreisedatum.',
  'search.dates.departureInvalid': 'Bitte geben Sie ein gültiges Abreisedatum an.',
  'search.dates.departureBeforeArrival': 'Die Abreise muss nach der Anreise liegen.',
  'search.dates.tooManyNights': 'Ein Aufenthalt kann höchstens {{max}} Nächte dauern.',
  'search.rating': 'Gästebewertung',
  'search.filterAll': 'Alle',
  'search.filters': 'Filter',
  'search.amenities': 'Ausstattung',
  'search.perRoomNight': 'pro Zimmer und Nacht',
  'search.submit': 'Hotels suchen',
  'search.sortBy': 'Sortieren nach',
  'search.map': 'Karte der Suchergebnisse',
  'search.changeDates': 'Reisedaten ändern',
  'search.freeCancellationUntil': 'Kostenlos stornierbar bis {{date}}',
} as const

export const tSearch = createTranslator(searchTexts)
