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
} as const

export const tForm = createTranslator(formTexts)
