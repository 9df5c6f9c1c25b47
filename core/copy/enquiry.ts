import { createTranslator } from './translate'

/** The enquiry for a round-trip departure (or its waiting list), its confirmation and the list in the account. */
export const enquiryTexts = {
  'enquiry.children': 'Kinder',
  'enquiry.childrenHint': 'Bitte das Alter bei Reisebeginn angeben; leer lassen, wenn kein Kind mitreist.',
  'enquiry.contact': 'Ihre Kontaktdaten',
  'enquiry.phone': 'Telefon (optional)',
  'enquiry.message': 'Ihre Nachricht (optional)',
  'enquiry.messageHint': 'Zum Beispiel Fragen zur Reise, Wünsche zur Anreise oder zur Verpflegung.',
  'enquiry.consentBefore':
    'Ich bin damit einverstanden, dass meine Angaben zur Bearbeitung dieser Anfrage gespeichert und verwendet werden. Mehr dazu in der',
  'enquiry.joinWaitlist': 'Auf die Warteliste setzen',
  'enquiry.freeOfCharge':
    'Ihre Anfrage ist kostenlos und unverbindlich. Wir melden uns innerhalb von zwei Werktagen.',
  'enquiry.tripPriceFor': 'Reisepreis für {{travellers}}',
  'enquiry.tripleReduction': '{{amount}} Ermäßigung pro Person',
  'enquiry.childPrice': 'Kinder bis {{age}} Jahre mit zwei Erwachsenen: {{price}}',
  'enquiry.yourDeparture': 'Ihr Termin',
  'enquiry.toTrip': 'Zur Reisebeschreibung und zu allen Terminen',
  'enquiry.referenceBefore': 'Ihre Anfrage-Nr. lautet',
  'enquiry.sentWaitlist': 'Sobald ein Platz frei wird, melden wir uns bei Ihnen.',
  'enquiry.sentOffer':
    'Wir prüfen die Verfügbarkeit und senden Ihnen innerhalb von zwei Werktagen ein unverbindliches Angebot.',
  'enquiry.confirmationBefore': 'Eine Bestätigung haben wir an',
  'enquiry.confirmationAfter': 'geschickt.',
  'enquiry.inAccount': 'Ihre Anfragen sehen Sie auch in Ihrem Konto unter',
  'enquiry.backToTrip': 'Zurück zur Reise',
  'enquiry.moreTrips': 'Weitere Rundreisen',
  'enquiry.state.waitlist': 'auf der Warteliste',
  'enquiry.own': 'Ihre Anfragen zu Rundreisen',
  'enquiry.dated': 'vom {{date}}',
  'enquiry.title.waitlisted': 'Sie stehen auf der Warteliste',
  'enquiry.title.thanks': 'Vielen Dank für Ihre Anfrage',
  'enquiry.title.waitlist': 'Platz auf der Warteliste anfragen',
  'enquiry.title.enquiry': 'Anfrage zur Rundreise',
  'enquiry.intro.waitlist':
    'Dieser Termin ist ausgebucht. Tragen Sie sich unverbindlich auf die Warteliste ein: Wird ein Platz frei, melden wir uns sofort bei Ihnen.',
  'enquiry.intro.enquiry':
    'Fragen Sie diesen Termin unverbindlich an. Wir prüfen die Verfügbarkeit und senden Ihnen ein Angebot; gebucht ist die Reise erst, wenn Sie es annehmen.',
  'enquiry.submit': 'Unverbindlich anfragen',
  'enquiry.roomWish': 'Zimmerwunsch',
  'enquiry.trip': 'Reise',
  'enquiry.variant': 'Variante',
  'enquiry.departure': 'Termin',
  'enquiry.departureDates': '{{start}} – {{end}} ({{days}} Tage)',
  'enquiry.tripleRoom': 'Dreibettzimmer',
  'enquiry.familyRoom': 'Familienzimmer',
  'enquiry.state.open': 'in Bearbeitung',
  'enquiry.reference': 'Anfrage {{reference}}',
  'enquiry.state.answered': 'beantwortet',
  'enquiry.refusal.roomNotOffered':
    '{{room}} passt nicht zu Ihren Reisenden oder wird für diesen Termin nicht angeboten. Möglich: {{offered}}.',
  'enquiry.refusal.noRooms':
    'Für diese Reisenden können wir auf diesem Termin keine Zimmer anbieten. Bitte schreiben Sie uns.',
  'enquiry.refusal.departureGone': 'Diesen Reisetermin gibt es nicht oder er wird nicht mehr angeboten.',
  'enquiry.refusal.invalid': 'Die Angaben zur Anfrage sind unvollständig oder ungültig.',
  'enquiry.refusal.fewSeats_one':
    'Für diesen Termin ist nur noch {{count}} Platz frei. Bitte wählen Sie weniger Reisende oder einen anderen Termin.',
  'enquiry.refusal.fewSeats_other':
    'Für diesen Termin sind nur noch {{count}} Plätze frei. Bitte wählen Sie weniger Reisende oder einen anderen Termin.',
} as const

export const tEnquiry = createTranslator(enquiryTexts)
