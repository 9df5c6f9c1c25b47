import { createTranslator } from './translate'
import { COUNT_MOST } from '../hotel-search'

/** The hotel search page around the results: filters, sorting, views, empty results, titles (server-rendered only). */
export const searchPageTexts = {
  'searchPage.priceFrom': 'Preis pro Nacht (ab)',
  'searchPage.priceMin': 'von €',
  'searchPage.priceMax': 'bis €',
  'searchPage.freeCancellation': 'Kostenlos stornierbar',
  'searchPage.applyFilters': 'Filter anwenden',
  'searchPage.view': 'Ansicht',
  'searchPage.chooseDates': 'Reisedaten wählen',
  'searchPage.noHotels': 'Keine Hotels gefunden',
  'searchPage.noHotelsHint': 'Zu Ihrer Suche passt leider kein Hotel. Vielleicht hilft eines davon:',
  'searchPage.removeFilters': 'Alle Filter entfernen',
  'searchPage.checkSpelling': 'Prüfen Sie die Schreibweise des Reiseziels oder suchen Sie nach einer Region.',
  'searchPage.popularRegions': 'Beliebte Regionen:',
  'searchPage.change': 'Ändern',
  'searchPage.datesAndTravellers': 'Reisedaten und Reisende',
  'searchPage.chooseDatesHint': 'Wählen Sie Reisedaten, um Gesamtpreise und freie Zimmer zu sehen.',
  'searchPage.sort': 'Sortieren',
  'searchPage.sortExplained': 'So funktioniert die Sortierung „Empfohlen“',
  'searchPage.pageMissing': 'Seite {{page}} gibt es nicht. Wir zeigen Ihnen die letzte Seite ({{last}}).',
  'searchPage.results': 'Suchergebnisse',
  'searchPage.titleRegion': 'Hotels in der Region {{name}}',
  'searchPage.titleDestination': 'Hotels für „{{destination}}“',
  'searchPage.description':
    'Hotels in Deutschland und Europa vergleichen: Gesamtpreise inklusive Kurtaxe, freie Zimmer, Verpflegung und kostenlose Stornierung auf einen Blick.',
  'searchPage.subthemes': 'Unterthemen',
  'searchPage.filtersActive': 'Filter ({{count}} aktiv)',
  'searchPage.found_one': '{{count}} Hotel gefunden',
  'searchPage.found_other': '{{count, number}} Hotels gefunden',
  'searchPage.foundMore': 'über {{count, number}} Hotels gefunden',
  'searchPage.fiveStars': '5 Sterne',
  'searchPage.starsFrom': 'ab {{count}} Sternen',
  'searchPage.list': 'Liste',
  'searchPage.mapView': 'Karte',
  'searchPage.allDestinations': 'Alle Reiseziele',
  'searchPage.ratingFrom': '{{word}}: {{step}}+',
  'search.filterAll': 'Alle',
  'search.filters': 'Filter',
  'search.submit': 'Hotels suchen',
  'search.sortBy': 'Sortieren nach',
  'search.changeDates': 'Reisedaten ändern',
  'search.sort.recommended': 'Empfohlen',
  'search.sort.priceAscending': 'Preis aufsteigend',
  'search.sort.priceDescending': 'Preis absteigend',
  'search.sort.stars': 'Sterne',
} as const

export const tSearchPage = createTranslator(searchPageTexts)

/** The heading of a search's result list: its count, and "über 1.000" beyond what a search counts. */
export const hotelsFound = (total: number) =>
  total > COUNT_MOST
    ? tSearchPage('searchPage.foundMore', { count: COUNT_MOST })
    : tSearchPage('searchPage.found', { count: total })
