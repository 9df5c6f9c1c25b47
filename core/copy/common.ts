import { createTranslator } from './translate'

/** Words and labels several areas share: form fields, buttons, consent. */
export const commonTexts = {
  'common.firstName': 'Vorname',
  'common.lastName': 'Nachname',
  'common.email': 'E-Mail-Adresse',
  'common.street': 'Straße und Hausnummer',
  'common.choose': 'Bitte wählen',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.page': 'Seite',
  'common.privacyPolicy': 'Datenschutzerklärung',
  'common.termsBefore': 'Ich habe die',
  'common.terms': 'Allgemeinen Geschäftsbedingungen',
  'common.termsAfter': 'gelesen und stimme ihnen zu.',
  'common.travellers': 'Reisende',
  'common.adults': 'Erwachsene',
  'common.dated': 'vom',
  'common.adultCount_one': '{{count}} Erwachsener',
  'common.adultCount_other': '{{count}} Erwachsene',
  'common.childCount_one': '{{count}} Kind',
  'common.childCount_other': '{{count}} Kinder',
  'common.age_one': '{{count}} Jahr',
  'common.age_other': '{{count}} Jahre',
  'common.nightCount_one': '{{count}} Nacht',
  'common.nightCount_other': '{{count}} Nächte',
  'common.imagesOf': 'Bilder von {{name}}',
} as const

export const tCommon = createTranslator(commonTexts)
