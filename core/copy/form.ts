import { createTranslator } from './translate'

/** What a form says about a field it refuses: one sentence per rule, for every form of the site. */
export const formTexts = {
  'form.email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  'form.password.tooShort': 'Bitte wählen Sie mindestens 8 Zeichen.',
  'form.password.mismatch': 'Die beiden Passwörter stimmen nicht überein.',
  'form.password.missing': 'Bitte geben Sie Ihr Passwort ein.',
  'form.password.currentMissing': 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  'form.password.currentWrong': 'Ihr aktuelles Passwort stimmt nicht.',
  'form.tooLong': 'Bitte höchstens {{max}} Zeichen.',
  'form.noMarkup': 'Bitte verwenden Sie keine spitzen Klammern.',
  'form.phone.invalid': 'Bitte geben Sie eine gültige Telefonnummer an.',
  'form.phone.missing': 'Bitte geben Sie eine Telefonnummer an, unter der wir Sie erreichen.',
  'form.salutation.missing': 'Bitte wählen Sie eine Anrede.',
  'form.firstName.missing': 'Bitte geben Sie Ihren Vornamen an.',
  'form.lastName.missing': 'Bitte geben Sie Ihren Nachnamen an.',
  'form.travellerFirstName.missing': 'Bitte geben Sie den Vornamen an.',
  'form.travellerLastName.missing': 'Bitte geben Sie den Nachnamen an.',
  'form.terms.missing': 'Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu.',
  'form.deleteAccount.unconfirmed': 'Bitte bestätigen Sie, dass Ihr Konto gelöscht werden soll.',
  'form.invitation.invalid':
    'Diese Einladung ist ungültig oder wurde schon angenommen. Falls Sie Ihr Passwort schon festgelegt haben, melden Sie sich bitte an.',
  'form.link.incomplete': 'Der Link ist unvollständig. Bitte fordern Sie einen neuen an.',
  'form.retryLater': 'Das hat gerade nicht geklappt. Bitte versuchen Sie es in wenigen Minuten erneut.',
  'form.honeypot': 'Website',
  'form.checkEntries': 'Bitte prüfen Sie Ihre Angaben',
  'form.stay.missing': 'Bitte wählen Sie An- und Abreise.',
  'form.street.missing': 'Bitte geben Sie Straße und Hausnummer an.',
  'form.city.missing': 'Bitte geben Sie den Ort an.',
  'form.arrivalTime.invalid': 'Bitte geben Sie die Uhrzeit als HH:MM an, z. B. 15:30.',
  'form.payment.missing': 'Bitte wählen Sie, wie Sie bezahlen möchten.',
  'form.privacy.missing': 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
  'form.expired': 'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu.',
  'form.folderNumber.missing': 'Bitte geben Sie Ihre Vorgangsnummer an.',
  'form.folderNumber.invalid':
    'Bitte geben Sie die Vorgangsnummer so an, wie sie in Ihrer Buchungsbestätigung steht, z. B. RP-2026-K7M2-9QXD.',
  'form.country.missing': 'Bitte wählen Sie das Land aus der Liste.',
  'form.postalCode.missing': 'Bitte geben Sie die Postleitzahl an.',
  'form.postalCode.invalidHint': 'Bitte geben Sie eine gültige Postleitzahl ein ({{hint}}).',
  'form.postalCode.invalid': 'Bitte geben Sie eine gültige Postleitzahl ein.',
  'form.adults.range': 'Bitte geben Sie die Zahl der Erwachsenen an (1 bis {{max}}).',
  'form.childAge.range': 'Bitte geben Sie das Alter bei Reisebeginn als ganze Zahl von 0 bis {{max}} an.',
  'form.children.tooMany': 'Bitte nennen Sie höchstens {{max}} Kinder.',
  'form.roomWish.missing': 'Bitte wählen Sie einen Zimmerwunsch.',
  'form.enquiryConsent.missing':
    'Bitte stimmen Sie zu, dass wir Ihre Angaben zur Bearbeitung der Anfrage verarbeiten.',
  'form.travellers.tooMany':
    'Eine Anfrage gilt für höchstens {{max}} Reisende. Für Gruppen schreiben Sie uns bitte.',
  'form.password.wrong': 'Das Passwort stimmt nicht.',
} as const

export const tForm = createTranslator(formTexts)
