import { createTranslator } from './translate'

/**
 * What the hotel search says about dates, rooms and travellers it refuses. The search's rules (in
 * `core/hotel-search.ts`), the pricing and the booking form read it; the search islands do not.
 */
export const stayTexts = {
  'search.dates.arrivalMissing': 'Bitte wählen Sie ein Anreisedatum.',
  'search.dates.arrivalInvalid': 'Bitte geben Sie ein gültiges Anreisedatum an.',
  'search.dates.arrivalPast': 'Das Anreisedatum liegt in der Vergangenheit.',
  'search.dates.arrivalTooFar': 'Reisen können höchstens ein Jahr im Voraus gesucht werden.',
  'search.dates.departureMissing': 'Bitte wählen Sie ein Abreisedatum.',
  'search.dates.departureInvalid': 'Bitte geben Sie ein gültiges Abreisedatum an.',
  'search.dates.departureBeforeArrival': 'Die Abreise muss nach der Anreise liegen.',
  'search.dates.tooManyNights': 'Ein Aufenthalt kann höchstens {{max}} Nächte dauern.',
  'search.children.tooMany': 'Bitte suchen Sie für höchstens {{max}} Kinder.',
  'search.dates.invalid': 'Bitte geben Sie ein gültiges Datum an.',
  'search.rooms.invalid': 'Bitte geben Sie die Anzahl der Zimmer als Zahl an.',
  'search.rooms.tooMany': 'Sie können höchstens {{max}} Zimmer auf einmal suchen.',
  'search.adults.invalid': 'Bitte geben Sie die Anzahl der Erwachsenen als Zahl an.',
  'search.adults.missing': 'Bitte reisen Sie mit mindestens einem Erwachsenen.',
  'search.adults.tooMany': 'Bitte suchen Sie für höchstens {{max}} Erwachsene.',
  'search.adults.perRoom': 'In jedem Zimmer muss mindestens ein Erwachsener übernachten.',
  'search.childAge.range': 'Bitte geben Sie das Alter jedes Kindes zwischen 0 und {{max}} Jahren an.',
} as const

export const tStay = createTranslator(stayTexts)
