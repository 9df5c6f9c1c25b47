import { createTranslator } from './translate'

/**
 * The hotel search form: its fields (destination, dates, travellers, sort) and what it says about a stay it
 * refuses. The search islands and the booking rules import it, so it holds nothing else.
 */
export const searchFormTexts = {
  'search.rating': 'Gästebewertung',
  'searchForm.chooseArrival': 'Anreise wählen',
  'searchForm.chooseDeparture': 'Abreise wählen',
  'searchForm.nextMonth': 'Nächster Monat',
  'searchForm.pickInCalendar': 'Im Kalender wählen',
  'searchForm.destination': 'Reiseziel oder Hotel',
  'searchForm.destinationExample': 'z. B. Ostsee, Binz oder Hotelname',
  'searchForm.suggestions': 'Vorschläge',
  'searchForm.childrenAges': 'Kinder: Alter bei Abreise (leer lassen, wenn kein Kind)',
  'searchForm.removeChild': 'Kind entfernen',
  'searchForm.addChild': 'Kind hinzufügen',
  'searchForm.today': '{{day}}, heute',
  'searchForm.childAge': 'Alter Kind {{number}}',
  'searchForm.childrenAgesShort': 'Kinder (Alter bei Abreise)',
  'searchForm.kind.region': 'Region',
  'searchForm.kind.hotel': 'Hotel',
  'searchForm.roomCount': '{{count}} Zimmer',
  'searchForm.rooms': 'Zimmer',
  'searchForm.previousMonth': 'Vorheriger Monat',
  'searchForm.arrival': 'Anreise',
  'searchForm.departure': 'Abreise',
  'searchForm.weekdayShort.mon': 'Mo',
  'searchForm.weekdayShort.tue': 'Di',
  'searchForm.weekdayShort.wed': 'Mi',
  'searchForm.weekdayShort.thu': 'Do',
  'searchForm.weekdayShort.fri': 'Fr',
  'searchForm.weekdayShort.sat': 'Sa',
  'searchForm.weekdayShort.sun': 'So',
  'searchForm.weekday.mon': 'Montag',
  'searchForm.weekday.tue': 'Dienstag',
  'searchForm.weekday.wed': 'Mittwoch',
  'searchForm.weekday.thu': 'Donnerstag',
  'searchForm.weekday.fri': 'Freitag',
  'searchForm.weekday.sat': 'Samstag',
  'searchForm.weekday.sun': 'Sonntag',
} as const

export const tSearchForm = createTranslator(searchFormTexts)
