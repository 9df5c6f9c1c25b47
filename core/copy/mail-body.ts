import { createTranslator } from './translate'

/**
 * The sentences of the mail bodies that no other section owns. The mail templates Directus renders are
 * generated from `directus/templates/` with these texts (directus/scripts/mail-templates.ts,
 * docs/decisions/mail-templates-from-the-catalogue.md); a `{{name}}` in a text becomes the template's
 * variable `name`, escaped. A sentence around a link or a line break is two texts.
 */
export const mailBodyTexts = {
  'mailBody.regards': 'Viele Grüße',
  'mailBody.team': 'Ihr {{projectName}}-Team',
  'mailBody.automatic': 'Diese E-Mail wurde automatisch versendet; bitte antworten Sie nicht darauf.',
  'mailBody.copyAddress':
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',

  'mailBody.accountDeleted.done':
    'wie gewünscht haben wir Ihr Kundenkonto bei {{projectName}} ({{email}}) und Ihre persönlichen Daten gelöscht.',
  'mailBody.accountDeleted.kept':
    'Buchungen, die wir aus gesetzlichen Gründen aufbewahren müssen, behalten wir ohne Ihren Namen und Ihre Kontaktdaten.',
  'mailBody.accountDeleted.notYou':
    'Sie haben das nicht veranlasst? Bitte antworten Sie uns umgehend über die Kontaktangaben auf unserer Website.',

  'mailBody.dataExport.done':
    'am {{exportedAt}} Uhr wurden die Daten Ihres Kundenkontos bei {{projectName}} ({{email}}) heruntergeladen: Ihre Angaben, Buchungen, gespeicherten Reisen und Anfragen.',
  'mailBody.dataExport.notYou':
    'Das waren nicht Sie? Bitte ändern Sie Ihr Passwort und antworten Sie uns über die Kontaktangaben auf unserer Website.',

  'mailBody.deviceLink.title': 'Neues Gerät freischalten',
  'mailBody.deviceLink.intro':
    'für Ihr Kundenkonto bei {{projectName}} ({{email}}) wurde ein Link angefordert, der einen Browser für Ihr Konto freischaltet. Öffnen Sie den Link in dem Browser, mit dem Sie sich anmelden möchten, und bestätigen Sie dort. Danach melden Sie sich wie gewohnt mit Ihrem Passwort an, auch wenn jemand anderes es gerade mit falschen Passwörtern versucht.',
  'mailBody.deviceLink.valid': 'Der Link ist {{valid_minutes}} Minuten gültig und funktioniert einmal.',
  'mailBody.deviceLink.noSignIn':
    'Der Link meldet niemanden an; ohne Ihr Passwort kommt damit niemand in Ihr Konto. Sie haben ihn nicht angefordert?',
  'mailBody.deviceLink.ignore': 'Dann können Sie diese E-Mail ignorieren.',
  'mailBody.deviceLink.often':
    'Wenn Sie solche E-Mails öfter bekommen, versucht vermutlich jemand, sich mit Ihrer Adresse anzumelden: Ein sicheres Passwort, das Sie nirgends sonst verwenden, hält ihn draußen.',

  'mailBody.passwordReset.title': 'Neues Passwort festlegen',
  'mailBody.passwordReset.intro':
    'für Ihr Kundenkonto bei {{projectName}} ({{email}}) wurde ein neues Passwort angefordert. Über die folgende Schaltfläche können Sie ein neues Passwort festlegen:',
  'mailBody.passwordReset.button': 'Passwort neu festlegen',
  'mailBody.passwordReset.valid': 'Der Link ist 24 Stunden gültig.',
  'mailBody.passwordReset.notYou':
    'Sie haben kein neues Passwort angefordert? Dann können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt gültig.',

  'mailBody.invitation.title': 'Ihr Zugang bei {{projectName}}',
  'mailBody.invitation.intro':
    'für Sie ist ein Zugang bei {{projectName}} vorbereitet. Er lautet auf {{email}}. Bitte nehmen Sie die Einladung an und legen Sie dabei Ihr Passwort fest:',

  'mailBody.registration.hello': 'Hallo {{name}},',
  'mailBody.registration.intro':
    'vielen Dank für Ihre Registrierung bei {{projectName}}. Bitte bestätigen Sie Ihre E-Mail-Adresse {{email}}, damit wir Ihr Kundenkonto freischalten können:',
  'mailBody.registration.notYou':
    'Sie haben sich nicht registriert? Dann können Sie diese E-Mail ignorieren; ohne Bestätigung wird kein Konto aktiviert.',

  'mailBody.booking.confirmed': 'Ihre Buchung ist bestätigt',
  'mailBody.booking.cancelled': 'Ihre Buchung ist storniert',
  'mailBody.booking.cancellationReceived': 'Ihre Stornierungsanfrage ist eingegangen',
  'mailBody.booking.companyCopy': 'Kopie für das Reisebüro.',
  'mailBody.booking.thanks':
    'vielen Dank für Ihre Buchung bei {{projectName}}. Das Hotel hält Ihr Zimmer bereit. Im Anhang finden Sie Ihren Voucher als PDF – bitte legen Sie ihn bei der Anreise vor – und eine Kalenderdatei für Ihren Aufenthalt.',
  'mailBody.booking.cancelledOn': 'Ihre Buchung wurde am {{cancelledOn}} storniert.',
  'mailBody.booking.fee': 'Stornokosten: {{fee}}.',
  'mailBody.booking.lateCancellation':
    'die kostenlose Stornierung war für diese Buchung nicht mehr möglich. Wir haben Ihre Stornierung am {{cancelledOn}} erhalten.',
  'mailBody.booking.status': 'Status',
  'mailBody.booking.names': 'Namen',
  'mailBody.booking.totalWithTax': '{{total}} (inkl. Kurtaxe)',
  'mailBody.booking.payment': 'Zahlungsart',
  'mailBody.booking.hotel': 'Ihr Hotel',
  'mailBody.booking.paymentHeading': 'Zahlung',
  'mailBody.booking.manage':
    'Den Stand Ihrer Buchung sehen Sie jederzeit mit Vorgangsnummer und E-Mail-Adresse; dort können Sie auch stornieren und den Voucher erneut herunterladen.',
  'mailBody.booking.manageAddress': 'Oder kopieren Sie diese Adresse in Ihren Browser: {{manage}}',
  'mailBody.booking.manageOnSite':
    'Den Stand Ihrer Buchung sehen Sie jederzeit mit Vorgangsnummer und E-Mail-Adresse unter „Buchung verwalten“ auf unserer Website.',
  'mailBody.booking.confirmAddressBefore':
    'Sie haben ein Kundenkonto bei uns oder möchten eines anlegen? Dann bestätigen Sie bitte Ihre E-Mail-Adresse:',
  'mailBody.booking.confirmAddressAfter':
    '. Danach erscheint diese Buchung in Ihrem Konto mit dieser Adresse. Haben Sie nicht selbst gebucht, öffnen Sie den Link bitte nicht und melden Sie sich bei uns.',

  'mailBody.enquiry.newWaitlist': 'Neue Anfrage für die Warteliste',
  'mailBody.enquiry.new': 'Neue Anfrage zu einer Rundreise',
  'mailBody.enquiry.answer':
    'Bitte melden Sie sich innerhalb von zwei Werktagen bei {{name}}. „Antworten“ schreibt direkt an {{email}}.',
  'mailBody.enquiry.waitlist':
    'dieser Termin ist zurzeit ausgebucht. Wir haben Sie auf die Warteliste gesetzt und melden uns sofort, wenn ein Platz frei wird. Ihre Anfrage ist unverbindlich.',
  'mailBody.enquiry.interest': 'vielen Dank für Ihr Interesse an unserer Rundreise.',
  'mailBody.enquiry.bookedWhen': 'Gebucht ist die Reise erst, wenn Sie unser Angebot annehmen.',
  'mailBody.enquiry.reference': 'Anfrage-Nr.',
  'mailBody.enquiry.total': 'Reisepreis für alle',
  'mailBody.enquiry.pricePerPerson': 'Preis pro Person',
  'mailBody.enquiry.priceDouble': '{{price}} im Doppelzimmer',
  'mailBody.enquiry.supplement': ', Einzelzimmer-Zuschlag {{supplement}}',
  'mailBody.enquiry.name': 'Name',
  'mailBody.enquiry.email': 'E-Mail',
  'mailBody.enquiry.account': 'Kundenkonto',
  'mailBody.enquiry.noAccount': 'ohne Anmeldung',
  'mailBody.enquiry.message': 'Nachricht',
  'mailBody.enquiry.messageReceived': 'Ihre Nachricht haben wir mit der Anfrage erhalten.',
  'mailBody.enquiry.prices':
    'Die Preise verstehen sich pro Person inklusive aller im Reisepreis enthaltenen Leistungen, Steuern und Gebühren.',
  'mailBody.enquiry.formOnline':
    'Die Informationen zu Ihren Rechten bei Pauschalreisen (Formblatt nach Art. 250 § 2 EGBGB) finden Sie unter {{site}}/formblatt-pauschalreise.',
  'mailBody.enquiry.formWithOffer':
    'Die Informationen zu Ihren Rechten bei Pauschalreisen (Formblatt nach Art. 250 § 2 EGBGB) erhalten Sie mit unserem Angebot.',
  'mailBody.enquiry.toTrip': 'Zur Reise:',
} as const

export const tMailBody = createTranslator(mailBodyTexts)
