import { createTranslator } from './translate'

/** What editors and the colleagues they share a preview with read. */
export const previewTexts = {
  'preview.createLink': 'Vorschau-Link erstellen',
  'preview.editBlocks': 'Blöcke hinzufügen, sortieren oder entfernen',
  'preview.badge': 'Vorschau',
  'preview.draftsVisible': 'Vorschau: Entwürfe sind sichtbar.',
  'preview.signIn': 'Vorschau – bitte mit Ihrem Redaktionskonto anmelden',
  'preview.shared.notPublished': 'Vorschau – noch nicht veröffentlicht',
  'preview.shared.validUntil': '. Dieser Link gilt bis',
  'preview.share.missing': 'Bitte wählen Sie einen Inhalt und eine Gültigkeit.',
  'preview.share.hintBefore': 'Mit diesem Link sieht jemand ohne Redaktionskonto genau diesen Inhalt',
  'preview.share.hintAfter': ', auch als Entwurf – nichts sonst, und nur bis zum Ablauf.',
  'preview.share.yourLink': 'Ihr Vorschau-Link (gültig bis',
  'preview.share.validFor': 'Gültig für',
  'preview.share.create': 'Link erstellen',
  'preview.version': '(Version „{{version}}“)',
  'preview.signInLink': 'Mit Redaktionskonto anmelden',
  'preview.titleOf': 'Vorschau: {{title}}',
  'preview.share.invalid':
    'Dieser Vorschau-Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
  'preview.share.expired':
    'Dieser Vorschau-Link ist abgelaufen. Bitte bitten Sie die Redaktion um einen neuen Link.',
  'preview.only': 'Nur in der Vorschau.',
  'preview.share.forbidden': 'Diesen Inhalt dürfen Sie nicht teilen.',
  'preview.share.itemMissing': 'Bitte wählen Sie einen Inhalt.',
  'preview.share.daysMissing': 'Bitte wählen Sie eine Gültigkeit.',
} as const

export const tPreview = createTranslator(previewTexts)
