import { createTranslator } from './translate'

/** What the booking's documents (the voucher PDF) and the booking mails' payment lines say; only the Directus extension reads it. */
export const documentTexts = {
  'documents.hotelPhone': 'Telefon des Hotels: {{phone}}',
  'documents.title': 'Buchungsbestätigung {{number}}',
  'documents.calendarTitle': 'Hotelaufenthalt: {{place}}',
  'documents.roomPrice': 'Zimmerpreis',
  'documents.heading': 'Buchungsbestätigung und Voucher',
  'documents.showVoucher':
    'Bitte legen Sie diesen Voucher bei der Anreise im Hotel vor (ausgedruckt oder auf dem Smartphone).',
  'documents.bookedOn': 'Gebucht am',
  'documents.priceAndPayment': 'Preis und Zahlung',
  'documents.transfer': 'Bitte überweisen Sie {{amount}} bis zum {{dueDate}} auf dieses Konto:',
  'documents.dueDate': 'Fällig bis',
  'documents.payAtHotel': 'Sie bezahlen den Gesamtpreis im Hotel.',
  'documents.invoiceSeparately': 'Sie erhalten die Rechnung mit der Bankverbindung gesondert per E-Mail.',
  'documents.noWithdrawal': 'Für Hotelbuchungen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB).',
  'documents.payAtHotelTotal': 'Sie bezahlen den Gesamtpreis von {{total}} im Hotel.',
  'documents.transferWithReference':
    'Bitte überweisen Sie {{amount}} bis zum {{dueDate}} auf dieses Konto und geben Sie als Verwendungszweck Ihre Vorgangsnummer an:',
  'documents.dueDateLine': 'Fällig bis: {{dueDate}}',
  'documents.accountHolder': 'Kontoinhaber',
  'documents.bank': 'Bank',
  'documents.amount': 'Betrag',
  'documents.paymentReference': 'Verwendungszweck',
} as const

export const tDocument = createTranslator(documentTexts)
