import { createTranslator } from './translate'

/** The round-trip pages: tabs, departures and the enquiry. */
export const roundTripTexts = {
  'roundTrip.pricePerPerson': 'Preis pro Person im Doppelzimmer',
  'roundTrip.availability': 'Verfügbarkeit',
  'roundTrip.onRequest': 'auf Anfrage',
  'roundTrip.tab.overview': 'Überblick',
  'roundTrip.tab.dates': 'Termine und Preise',
  'roundTrip.tab.itinerary': 'Reiseverlauf',
  'roundTrip.route': 'Route',
  'roundTrip.tab.services': 'Leistungen',
  'roundTrip.variants': 'Weitere Varianten dieser Reise',
  'roundTrip.tabs': 'Reiseinformationen',
  'roundTrip.trip': 'Rundreise',
  'roundTrip.guaranteed': 'Durchführung garantiert',
  'roundTrip.bookable': 'buchbar',
  'roundTrip.seatsLeft_one': 'noch {{count}} Platz frei',
  'roundTrip.seatsLeft_other': 'noch {{count}} Plätze frei',
  'roundTrip.fewSeatsLeft_one': 'nur noch {{count}} Platz frei',
  'roundTrip.fewSeatsLeft_other': 'nur noch {{count}} Plätze frei',
} as const

export const tRoundTrip = createTranslator(roundTripTexts)
