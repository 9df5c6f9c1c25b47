import { createTranslator } from './translate'

/**
 * Part of the site section (editors may reword it in Directus): a hotel's stars and rating. In a module of
 * its own so that the result cards, an island, carry these three texts and not the whole site section.
 */
export const siteHotel = {
  'hotel.stars': '{{count}} Sterne',
  'hotel.rating': 'Gästebewertung {{rating}} von 10',
  'hotel.reviews': '{{count, number}} Bewertungen',
} as const

/** The bundled wording, for the island that has no translations from the server. */
export const tSiteHotel = createTranslator(siteHotel)
