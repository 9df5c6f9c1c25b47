import { createTranslator } from './translate'

/** The picture gallery island. */
export const galleryTexts = {
  'gallery.label': 'Bildergalerie',
  'gallery.namedImage': '{{name}}, Bild {{number}} von {{count}}',
  'gallery.enlarge': '(groß anzeigen)',
  'gallery.image': 'Bild {{number}} von {{count}}',
  'gallery.previous': 'Vorheriges Bild',
  'gallery.next': 'Nächstes Bild',
} as const

export const tGallery = createTranslator(galleryTexts)
