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
  'error.screen.badRequest': 'Diese Anfrage ist ungültig. Bitte prüfen Sie die Adresse oder Ihre Eingaben.',
  'error.screen.forbidden': 'Sie haben keinen Zugriff auf diese Seite.',
  'error.screen.notFound': 'Diese Seite gibt es nicht (mehr).',
  'error.screen.notAForm':
    'Diese Seite nimmt keine Formulardaten entgegen. Bitte öffnen Sie sie über einen Link und senden Sie das Formular dort ab.',
  'error.screen.tooManyRequests':
    'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'error.screen.unavailable':
    'Die Seite ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  'error.screen.other': 'Diese Anfrage konnte nicht bearbeitet werden.',
  'error.imageUnavailable': 'Bild vorübergehend nicht verfügbar',
  'error.lengthMissing': 'Die Anfrage nennt ihre Länge nicht und wurde deshalb abgelehnt.',
  'error.tooLarge':
    'Die gesendeten Daten sind zu groß (höchstens {{max}} KB). Bitte kürzen Sie Ihre Eingaben und senden Sie das Formular erneut.',
  'error.noFormData':
    'Diese Anfrage enthält keine Formulardaten. Bitte senden Sie das Formular auf der Seite ab.',
  'error.foreignOrigin':
    'Diese Anfrage kam nicht erkennbar von dieser Website und wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'error.folderNotFound': 'Diesen Vorgang gibt es in Ihrem Konto nicht.',
  'error.themeNotFound': 'Dieses Hotelthema gibt es nicht.',
  'error.hotelNotFound': 'Hotel {{id}} gibt es nicht.',
  'error.tripNotFound': 'Die Rundreise {{slug}} gibt es nicht.',
  'error.departureNotFound': 'Den Reisetermin {{id}} gibt es nicht.',
  'error.customersOnly': 'Nur für angemeldete Kundinnen und Kunden.',
  'error.documentNotFound': 'Dieses Dokument gibt es nicht.',
  'error.internalShort': 'Ein interner Fehler ist aufgetreten.',
  'error.hotelGone': 'Dieses Hotel gibt es nicht.',
  'error.invalidSearch': 'Ungültige Suchangabe: {{what}}.',
  'error.noReadRights': 'Keine Leserechte für {{collections}}.',
  'error.incomplete': 'Die Angaben sind unvollständig oder ungültig.',
  'error.websiteOnly': 'Nur die Website darf diese Links verschicken.',
  'error.tooManyOf_one': 'Zu viele {{what}}. Bitte warten Sie eine Minute.',
  'error.tooManyOf_other': 'Zu viele {{what}}. Bitte warten Sie {{count}} Minuten.',
  'error.limit.emailRequests': 'Anfragen für diese E-Mail-Adresse',
  'error.limit.accountLogins': 'Anmeldeversuche für dieses Konto',
} as const

export const tError = createTranslator(errorTexts)

/** Directus unreachable: the site section's sentence, which editors may reword for the error page. */
export const UNAVAILABLE = site['error.unavailable']
