import { createTranslator } from './translate'

/** Signing in, registering and the customer account. */
export const accountTexts = {
  'account.signedOut': 'Sie sind abgemeldet. Bis bald!',
  'account.changePassword': 'Passwort ändern',
  'account.signInPrompt': 'Melden Sie sich an',
  'account.toSignIn': 'Zur Anmeldung',
  'account.unlockDevice': 'Gerät freischalten',
  'account.requestLink': 'Link anfordern',
  'account.backToSignIn': 'Zurück zur Anmeldung',
  'account.passwordHint': 'Mindestens 8 Zeichen.',
} as const

export const tAccount = createTranslator(accountTexts)
