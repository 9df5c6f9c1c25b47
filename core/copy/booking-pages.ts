import { createTranslator } from './translate'

/** The pages around a booking: summary, success, status, the account's booking folders and cancelling. */
export const bookingPagesTexts = {
  'bookingPages.roomGone':
    'Dieses Zimmer ist für Ihren Zeitraum leider nicht mehr verfügbar. Hier sehen Sie die aktuellen Angebote.',
  'bookingPages.offerNotBookable': 'Dieses Angebot lässt sich so nicht buchen: {{problem}}',
  'bookingPages.priceChanged':
    'Der Preis hat sich geändert: Für Ihren Aufenthalt kostet dieses Zimmer jetzt {{price}}. Bitte prüfen Sie die aktuellen Angebote.',
  'bookingPages.lookupNotFound':
    'Wir haben keine Buchung mit dieser Vorgangsnummer und E-Mail-Adresse gefunden.',
  'bookingPages.cancelled': 'Ihre Buchung ist storniert. Sie erhalten eine Bestätigung per E-Mail.',
  'bookingPages.cancellationRequested':
    'Ihre Stornierungsanfrage ist bei uns eingegangen. Sie erhalten eine Bestätigung per E-Mail.',
  'bookingPages.paymentMethod': 'Zahlungsart:',
  'bookingPages.travellers': 'Reisende:',
  'bookingPages.cancellationRequestedFee': 'Stornierung angefragt. Stornokosten: {{fee}} (der Gesamtpreis).',
  'bookingPages.cancelBooking': 'Buchung stornieren …',
  'bookingPages.freeUntil': 'Bis einschließlich {{date}} kostenfrei (0,00 €).',
  'bookingPages.cancellationFee': 'Stornokosten: {{fee}} (der Gesamtpreis).',
  'bookingPages.confirmCancellation': 'Stornierung bestätigen',
  'bookingPages.nothingCharged':
    'Ihnen wird nichts berechnet; bereits gezahlte Beträge erstatten wir vollständig.',
  'bookingPages.freeCancellationOver':
    'Die kostenfreie Stornierung ist vorbei. Berechnet wird der Gesamtpreis; bereits gezahlte Beträge werden damit verrechnet.',
  'bookingPages.cancelNow': 'Jetzt stornieren',
  'bookingPages.priceBreakdown': 'Preisaufstellung',
  'bookingPages.pricesNote':
    'Alle Preise in Euro inklusive Mehrwertsteuer; die Kurtaxe ist gesondert ausgewiesen.',
  'bookingPages.details': 'Buchungsdetails',
  'bookingPages.confirmationPdf': 'Bestätigung als PDF',
  'bookingPages.segments': 'Reiseabschnitte',
  'bookingPages.detailsLink': 'Details, Dokumente und Stornierung',
  'bookingPages.none':
    'Sie haben noch keine Buchungen. Buchungen, die Sie als Gast mit Ihrer E-Mail-Adresse gemacht haben, erscheinen hier, sobald Sie Ihre Adresse über den Link in der Bestätigungsmail bestätigt haben.',
  'bookingPages.voucherPdf': 'Voucher als PDF',
  'bookingPages.view': 'Buchung ansehen',
  'bookingPages.statusEmailHint':
    'Bitte geben Sie die E-Mail-Adresse an, mit der Sie gebucht haben. Ein Kundenkonto brauchen Sie dafür nicht.',
  'bookingPages.statusIntro':
    'Mit der Vorgangsnummer aus Ihrer Buchungsbestätigung (zum Beispiel RP-2026-K7M2-9QXD) und der E-Mail-Adresse, mit der Sie gebucht haben, sehen Sie den Stand Ihrer Buchung und können sie stornieren. Ein Kundenkonto brauchen Sie dafür nicht.',
  'bookingPages.statusAccountBefore': 'Mit einem Kundenkonto finden Sie Ihre Buchungen auch unter',
  'bookingPages.accountBookingsPath': 'Mein Konto › Buchungen',
  'bookingPages.find': 'Buchung suchen',
  'bookingPages.namesMissing': 'Bitte geben Sie die Namen aller Mitreisenden an.',
  'bookingPages.notBooked':
    'Es wurde nichts gebucht. Ihre Angaben sind erhalten; bitte prüfen Sie das Angebot und buchen Sie erneut.',
  'bookingPages.yourBooking': 'Ihre Buchung',
  'bookingPages.yourStay': 'Ihr Aufenthalt',
  'bookingPages.price': 'Preis',
  'bookingPages.noWithdrawal':
    'Für Hotelbuchungen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Es gelten die Stornierungsbedingungen Ihres Tarifs.',
  'bookingPages.address.linkInvalid':
    'Dieser Bestätigungslink ist ungültig. Bitte öffnen Sie den Link aus Ihrer Buchungsbestätigung vollständig.',
  'bookingPages.address.confirmedSignedIn':
    'Ihre E-Mail-Adresse ist bestätigt. Die Buchung finden Sie jetzt in Ihrem Kundenkonto.',
  'bookingPages.address.confirmed':
    'Ihre E-Mail-Adresse ist bestätigt. Die Buchung erscheint in Ihrem Kundenkonto, sobald Sie sich mit dieser E-Mail-Adresse anmelden oder ein Konto anlegen.',
  'bookingPages.address.toBookings': 'Zu Ihren Buchungen',
  'bookingPages.address.hint':
    'Mit der Bestätigung erscheint diese Buchung im Kundenkonto mit der E-Mail-Adresse, an die wir die Buchungsbestätigung geschickt haben',
  'bookingPages.address.hintSignedIn': '– wenn Sie mit dieser Adresse angemeldet sind, sofort',
  'bookingPages.address.hintAfter':
    '. Haben Sie nicht selbst gebucht, bestätigen Sie bitte nicht und melden Sie sich bei uns.',
  'bookingPages.success.title': 'Vielen Dank, Ihre Buchung ist bestätigt',
  'bookingPages.success.number': 'Ihre Vorgangsnummer:',
  'bookingPages.success.next': 'So geht es weiter',
  'bookingPages.success.mailBefore':
    'Wir schicken Ihnen die Buchungsbestätigung mit allen Angaben und einer Kalenderdatei an',
  'bookingPages.success.mailAfter': '. Bitte sehen Sie auch im Spam-Ordner nach.',
  'bookingPages.success.roomReady': 'Das Hotel hält Ihr Zimmer bereit; Sie müssen nichts weiter tun.',
  'bookingPages.success.statusBefore': 'Den Stand Ihrer Buchung sehen Sie jederzeit unter',
  'bookingPages.success.accountBefore': 'und in Ihrem Konto unter',
  'bookingPages.success.canCancel': '. Dort können Sie auch stornieren.',
  'bookingPages.success.confirmAddress':
    'Sie haben ein Kundenkonto oder möchten eines anlegen? Bestätigen Sie Ihre E-Mail-Adresse mit dem Link in der Buchungsbestätigung; dann erscheint die Buchung in Ihrem Konto.',
  'bookingPages.success.heading': 'Buchung erfolgreich',
  'bookingPages.success.gone':
    'Diese Seite zeigt Ihre Buchung direkt nach dem Buchen in diesem Browser. Ihre Buchung finden Sie in der Bestätigungs-E-Mail und mit Vorgangsnummer und E-Mail-Adresse unter „Buchungsstatus“, als Kundin oder Kunde auch unter',
  'bookingPages.success.toSearch': 'Zur Hotelsuche',
  'bookingPages.night': 'Nacht vom {{date}}: {{price}} {{perRoom}}',
  'bookingPages.timesRooms': '× {{count}} Zimmer',
  'bookingPages.touristTaxLine_one': 'Kurtaxe ({{count}} Person × {{nights}})',
  'bookingPages.touristTaxLine_other': 'Kurtaxe ({{count}} Personen × {{nights}})',
  'bookingPages.segment.stay': 'Aufenthalt',
  'bookingPages.segment.transfer': 'Transfer',
  'bookingPages.segment.flight': 'Flug',
  'bookingPages.segment.excursion': 'Ausflug',
  'bookingPages.selectedSegment': 'Ausgewählt: Abschnitt {{number}}, {{kind}}',
  'bookingPages.isCancelled': 'Diese Buchung ist storniert.',
  'bookingPages.isCancellationRequested': 'Diese Buchung ist zur Stornierung angefragt.',
  'bookingPages.hotelBooking': 'Hotelbuchung',
  'bookingPages.freeCancellation': 'Stornierung kostenfrei (0,00 €)',
  'bookingPages.fee': 'Stornokosten: {{fee}}',
  'bookingPages.titleOf': 'Buchung {{hotel}} ({{number}})',
  'bookingPages.folderOf': 'Vorgang {{number}}',
  'bookingPages.titleOfHotel': 'Buchung: {{hotel}}',
  'bookingPages.booking': 'Buchung',
  'bookingPages.cancelledFree': 'Storniert, kostenfrei (0,00 €).',
  'bookingPages.duration': 'Dauer',
  'bookingPages.refusal.invalid': 'Die Angaben zur Buchung sind unvollständig oder ungültig.',
  'bookingPages.refusal.priceChanged': 'Der Preis hat sich geändert: Ihr Aufenthalt kostet jetzt {{price}}.',
  'bookingPages.refusal.confirmCancellation': 'Bitte bestätigen Sie die Stornierung und ihre Kosten.',
  'bookingPages.refusal.feeChanged': 'Die Stornokosten haben sich geändert. Bitte prüfen Sie sie.',
  'bookingPages.refusal.notFound': 'Diese Buchung gibt es nicht.',
  'bookingPages.refusal.roomGone': 'Dieses Zimmer ist für Ihren Zeitraum leider nicht mehr verfügbar.',
  'bookingPages.refusal.offerInvalid': 'Dieses Angebot ist unvollständig oder ungültig.',
  'bookingPages.refusal.offerGone': 'Dieses Angebot gibt es nicht (mehr).',
  'bookingPages.refusal.addressLinkInvalid':
    'Dieser Bestätigungslink ist ungültig. Bitte öffnen Sie den Link aus Ihrer Buchungsbestätigung.',
} as const

export const tBookingPages = createTranslator(bookingPagesTexts)
