import { createTranslator } from './translate'

/** A round trip's page: facts, itinerary, services, departures and prices (server-rendered only). */
export const roundTripPageTexts = {
  'roundTripPage.priceNote':
    'Alle Preise in Euro pro Person bei Unterbringung im Doppelzimmer, inklusive der unter „Im Reisepreis enthalten“ genannten Leistungen, aller Steuern und Gebühren. Einzelzimmer gegen den genannten Zuschlag pro Person.',
  'roundTripPage.groupRange': '{{min}} bis {{max}} Gäste',
  'roundTripPage.groupMax': 'höchstens {{max}} Gäste',
  'roundTripPage.groupMin': 'ab {{min}} Gästen',
  'roundTripPage.groupSize': 'Gruppengröße',
  'roundTripPage.pricesOnRequest': 'Preise auf Anfrage',
  'roundTripPage.inclusiveNote':
    'Inklusive aller Leistungen laut „Im Reisepreis enthalten“, Steuern und Gebühren.',
  'roundTripPage.packageTravelInfo': 'Informationen zur Pauschalreise (Formblatt nach Art. 250 § 2 EGBGB)',
  'roundTripPage.heroImage': '{{title}}: Titelbild',
  'roundTripPage.highlights': 'Höhepunkte der Reise',
  'roundTripPage.overnight': 'Übernachtung: {{overnight}}',
  'roundTripPage.noOvernight': 'Keine Übernachtung (Rückreise)',
  'roundTripPage.route': 'Reiseroute',
  'roundTripPage.included': 'Im Reisepreis enthalten',
  'roundTripPage.excluded': 'Nicht enthalten',
  'roundTripPage.partyPrices': 'Preise für Ihre Reisenden',
  'roundTripPage.noChild': 'kein Kind',
  'roundTripPage.calculate': 'Preise berechnen',
  'roundTripPage.noDepartures':
    'Für diese Reise stehen zurzeit keine Termine fest. Schreiben Sie uns gern, wir informieren Sie über neue Termine.',
  'roundTripPage.departuresCaption': 'Termine und Preise: {{title}}',
  'roundTripPage.period': 'Reisezeitraum',
  'roundTripPage.totalFor': 'Gesamtpreis für {{travellers}}',
  'roundTripPage.singleSupplement': 'Einzelzimmer-Zuschlag',
  'roundTripPage.enquiry': 'Anfrage',
  'roundTripPage.forTravellers': 'für {{travellers}},',
  'roundTripPage.roomsOnRequest': 'Zimmer auf Anfrage',
  'roundTripPage.singleSupplementLabel': 'Einzelzimmer-Zuschlag:',
  'roundTripPage.minParticipants':
    'Mindestteilnehmerzahl: {{minimum}} Personen. Wird sie nicht erreicht, können wir die Reise bis 30 Tage vor Beginn absagen; Sie erhalten dann alle Zahlungen zurück. „{{guaranteed}}“: Dieser Termin findet sicher statt.',
  'roundTripPage.variantPriceFrom': 'ab {{price}} pro Person im Doppelzimmer',
  'roundTripPage.packageTravel': 'Pauschalreise',
  'roundTripPage.packageTravelText':
    'Diese Rundreise ist eine Pauschalreise im Sinne der Richtlinie (EU) 2015/2302 (§§ 651a ff. BGB). Ihre Anfrage ist unverbindlich; mit unserem Angebot erhalten Sie alle vorvertraglichen Informationen.',
  'roundTripPage.otherDepartures': 'Andere Termine der Reise „{{title}}“',
  'roundTripPage.onThisPage': 'Auf dieser Seite',
  'roundTripPage.nextDeparture': 'Nächster freier Termin: {{date}} ab {{price}}',
  'roundTripPage.duration': 'Reisedauer',
  'roundTripPage.destination': 'Reiseziel',
  'roundTripPage.day': 'Tag {{day}}: {{title}}',
  'roundTripPage.waitlistFor': 'Warteliste: {{dates}}',
  'roundTripPage.enquireFor': 'Anfragen: {{dates}}',
  'roundTripPage.waitlist': 'Warteliste',
  'roundTripPage.enquire': 'Anfragen',
  'roundTripPage.variantsShort': 'Varianten',
} as const

export const tRoundTripPage = createTranslator(roundTripPageTexts)
