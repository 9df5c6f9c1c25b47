import { createTranslator } from './translate'

/** The subjects of the mails a visitor gets (the Directus extension sends them; the bodies are templates). */
export const mailTexts = {
  'mail.bookingConfirmation': 'Ihre Buchungsbestätigung {{number}}',
  'mail.bookingCancelled': 'Ihre Stornierung {{number}}',
  'mail.cancellationRequested': 'Ihre Stornierungsanfrage {{number}}',
  'mail.dataExport': 'Ihre Daten wurden heruntergeladen',
  'mail.accountDeleted': 'Ihr Konto ist gelöscht',
  'mail.deviceLink': 'Neues Gerät für Ihr Kundenkonto freischalten',
  'mail.enquiry': 'Ihre Anfrage: {{trip}} (Anfrage {{reference}})',
  'mail.waitlistEnquiry': 'Ihre Anfrage für die Warteliste: {{trip}} (Anfrage {{reference}})',
  'mail.verifyAddress': 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  'mail.passwordReset': 'Ihr neues Passwort',
  'mail.invitation': 'Ihre Einladung',
} as const

export const tMail = createTranslator(mailTexts)
