import { createTranslator } from './translate'

/** The booking form island: its fields, hints and the button. */
export const bookingFormTexts = {
  'bookingForm.wishes': 'Wünsche',
  'bookingForm.terms': 'Geschäftsbedingungen',
  'bookingForm.yourDetails': 'Ihre Angaben',
  'bookingForm.fellowTravellers': 'Mitreisende',
  'bookingForm.namesAsInPassport': 'Bitte geben Sie die Namen wie im Ausweis an.',
  'bookingForm.yourArrival': 'Ihre Anreise',
  'bookingForm.arrivalTime': 'Voraussichtliche Ankunftszeit (optional, z. B. 15:30)',
  'bookingForm.wishesLabel': 'Ihre Wünsche an das Hotel (optional)',
  'bookingForm.wishesHint': 'Das Hotel bemüht sich, Wünsche zu erfüllen; zusagen kann es sie nicht.',
  'bookingForm.payment': 'Bezahlung',
  'bookingForm.paymentQuestion': 'Wie möchten Sie bezahlen?',
  'bookingForm.paymentHint':
    'Bei Rechnung erhalten Sie die Zahlungsdaten mit der Buchungsbestätigung. Bei Zahlung im Hotel zahlen Sie bei Abreise direkt an der Rezeption.',
  'bookingForm.privacyNotice': 'Datenschutzhinweise',
  'bookingForm.privacyRead': 'gelesen.',
  'bookingForm.submit': 'zahlungspflichtig buchen',
  'bookingForm.firstNameOf': 'Vorname, {{kind}}',
  'bookingForm.lastNameOf': 'Nachname, {{kind}}',
  'bookingForm.person': 'Person {{number}}',
  'bookingForm.arrivalTimeShort': 'Ankunftszeit',
  'bookingForm.payment.invoice': 'Rechnung / Überweisung',
  'bookingForm.payment.hotel': 'Zahlung im Hotel',
  'bookingForm.adultNumber': 'Erwachsene/r {{number}}',
  'bookingForm.childNumber': 'Kind {{number}} ({{age}})',
  'bookingForm.underOneYear': 'unter 1 Jahr',
} as const

export const tBookingForm = createTranslator(bookingFormTexts)
