import { site } from './site'
import { createTranslator } from './translate'

/** What a page or call says when it cannot do what was asked (spec §8: German, polite, with a way on). */
export const errorTexts = {
  'error.badRequest': 'Die Anfrage enthält ungültige Angaben.',
  'error.signInNeeded': 'Bitte melden Sie sich an.',
  'error.forbidden': 'Dazu fehlt Ihnen die Berechtigung.',
  'error.notFound': 'Der Inhalt wurde nicht gefunden.',
  'error.conflict':
    'Die Angaben haben sich inzwischen geändert. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  'error.tooManyRequests':
    'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  'error.internal': 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  'error.tooManySearches':
    'Sie haben in kurzer Zeit sehr viele Suchen gestartet. Bitte warten Sie {{seconds}} Sekunden und suchen Sie dann erneut.',
  'error.tooManyAttempts_one':
    'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'error.tooManyAttempts_other':
    'Zu viele Versuche. Bitte warten Sie {{count}} Minuten und versuchen Sie es dann erneut.',
  'error.tooManyBookings_one':
    'Von Ihnen sind in kurzer Zeit bereits mehrere Buchungen eingegangen. Weitere Buchungen sind in einer Stunde wieder möglich – oder rufen Sie uns an, wir buchen gern für Sie.',
  'error.tooManyBookings_other':
    'Von Ihnen sind in kurzer Zeit bereits mehrere Buchungen eingegangen. Weitere Buchungen sind in {{count}} Stunden wieder möglich – oder rufen Sie uns an, wir buchen gern für Sie.',
  'error.batchTooLarge': 'Zu viele Abfragen auf einmal: höchstens {{max}} je Anfrage.',
  'error.invalidRequest': 'Ungültige Anfrage',
  'error.imageNotFound': 'Bild nicht gefunden',
} as const

export const tError = createTranslator(errorTexts)

/** Directus unreachable: the site section's sentence, which editors may reword for the error page. */
export const UNAVAILABLE = site['error.unavailable']
