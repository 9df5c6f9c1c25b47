import { createTranslator } from './translate'

/** A hotel's page: rooms and prices, facts, reviews, location (server-rendered only). */
export const hotelTexts = {
  'hotel.reason.occupancy': 'Nicht für Ihre Personenzahl',
  'hotel.reason.minNights': 'Mindestaufenthalt nicht erreicht',
  'hotel.noPrices': 'Für diesen Zeitraum gibt es keine Preise. Bitte wählen Sie andere Reisedaten.',
  'hotel.noRoomForParty':
    'Für Ihre Personenzahl gibt es hier kein passendes Zimmer. Bitte wählen Sie mehr Zimmer oder weniger Personen.',
  'hotel.tooSmallOffers_one':
    'Ein weiteres Angebot passt nicht zu Ihrer Personenzahl und ist nicht aufgeführt.',
  'hotel.tooSmallOffers_other':
    '{{count}} weitere Angebote passen nicht zu Ihrer Personenzahl und sind nicht aufgeführt.',
  'hotel.offersCaption': 'Zimmer und Preise vom {{arrival}} bis {{departure}}',
  'hotel.roomAndRate': 'Zimmer und Tarif',
  'hotel.board': 'Verpflegung',
  'hotel.priceFor': 'Preis für {{nights}}',
  'hotel.roomsLeft': 'Nur noch {{roomsLeft}} frei',
  'hotel.forNights': 'für {{nights}}',
  'hotel.perNight': '{{price}} pro Nacht',
  'hotel.bookOffer': '{{room}}, {{rate}}, {{board}} für {{price}} buchen',
  'hotel.pricesNote':
    'Alle Preise in Euro inklusive Mehrwertsteuer und Kurtaxe. Es fallen keine weiteren Pflichtkosten an.',
  'hotel.calendar.longer': 'länger buchen',
  'hotel.calendar.tooSmall': 'zu klein',
  'hotel.calendar.noPrice': 'kein Preis',
  'hotel.calendar.title': 'Preiskalender',
  'hotel.calendar.hint':
    'Günstigster Gesamtpreis je Anreisetag in den nächsten {{days}} Tagen, für {{party}}. Wählen Sie einen Tag, um ihn als Reisedaten zu übernehmen.',
  'hotel.reviews.title': 'Erfahrungen von Gästen',
  'hotel.reviews.average_one':
    'Durchschnitt aus {{count, number}} Bewertung mit Text, je Kategorie von 1 bis {{max}}.',
  'hotel.reviews.average_other':
    'Durchschnitt aus {{count, number}} Bewertungen mit Text, je Kategorie von 1 bis {{max}}.',
  'hotel.reviews.score': 'Note:',
  'hotel.stayTotal_one': 'gesamt für {{count}} Nacht',
  'hotel.stayTotal_other': 'gesamt für {{count}} Nächte',
  'hotel.noRoomsForDates': 'Keine freien Zimmer für Ihre Reisedaten',
  'hotel.priceAndRooms': 'Preis und Zimmer',
  'hotel.viewRooms': 'Zimmer ansehen',
  'hotel.roomsAndPrices': 'Zimmer und Preise',
  'hotel.priceFromNote': 'Ab {{price}} pro Zimmer und Nacht (günstigster Preis der nächsten Wochen).',
  'hotel.chooseDates': 'Wählen Sie Ihre Reisedaten, um freie Zimmer und Gesamtpreise zu sehen.',
  'hotel.maxOccupancy_one': 'bis {{count}} Person',
  'hotel.maxOccupancy_other': 'bis {{count}} Personen',
  'hotel.about': 'Über das Hotel',
  'hotel.goodToKnow': 'Gut zu wissen',
  'hotel.checkIn': 'Check-in',
  'hotel.checkOut': 'Check-out',
  'hotel.checkOutUntil': 'bis {{time}} Uhr',
  'hotel.touristTax': 'Kurtaxe',
  'hotel.touristTaxNote': '{{price}} pro Person und Nacht, im Gesamtpreis enthalten',
  'hotel.guestReviews': 'Gästebewertungen',
  'hotel.reviewCount': 'Aus {{count, number}} Bewertungen von Gästen, die hier übernachtet haben.',
  'hotel.readReviews': 'Erfahrungen von Gästen lesen',
  'hotel.location': 'Lage',
  'hotel.locationMap': 'Lage des Hotels',
  'hotel.reason.soldOut': 'Ausgebucht',
  'hotel.nonRefundable': 'Nicht erstattbar',
  'hotel.roomPrice': '{{rooms}} × Zimmer {{price}}',
  'hotel.plusTouristTax': '+ Kurtaxe {{price}}',
  'hotel.showPrices': 'Preise anzeigen',
  'hotel.boards': 'Verpflegung: {{boards}}',
  'hotel.checkInFrom': 'ab {{time}} Uhr',
  'hotel.noTouristTax': 'keine',
  'hotel.ratingWord.excellent': 'Hervorragend',
  'hotel.ratingWord.veryGood': 'Sehr gut',
  'hotel.ratingWord.good': 'Gut',
  'hotel.ratingWord.pleasant': 'Angenehm',
  'hotel.ratingWord.rated': 'Bewertet',
  'hotel.reviews.stay': 'Aufenthalt {{month}}',
} as const

export const tHotel = createTranslator(hotelTexts)
