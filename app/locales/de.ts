/**
 * The bundled German catalogue. The seed writes every key into the Directus `translations` collection,
 * where editors may change the wording; this file is the fallback when a key is missing there.
 */
export const de = {
  'site.name': 'Reiseportal',
  'site.tagline': 'Hotels und Rundreisen, persönlich ausgewählt',
  'nav.home': 'Startseite',
  'nav.hotels': 'Hotels',
  'nav.roundTrips': 'Rundreisen',
  'nav.travelTips': 'Reisetipps',
  'nav.savedTrips': 'Merkzettel',
  'nav.account': 'Mein Konto',
  'nav.login': 'Anmelden',
  'nav.main': 'Hauptnavigation',
  'nav.skipToContent': 'Zum Inhalt springen',
  'footer.legal': 'Rechtliches',
  'footer.service': 'Service',
  'footer.copyright': '© {{year}} Reiseportal GmbH',
  'home.heroTitle': 'Urlaub, der zu Ihnen passt',
  'home.heroText': 'Ausgewählte Hotels und Rundreisen – mit fairen Gesamtpreisen und persönlicher Beratung.',
  'home.searchCta': 'Hotels finden',
  'home.featuredHotels': 'Beliebte Hotels',
  'home.roundTrips': 'Rundreisen entdecken',
  'home.latestTips': 'Neueste Reisetipps',
  'home.allHotels': 'Alle Hotels ansehen',
  'home.allTips': 'Alle Reisetipps',
  'price.from': 'ab',
  'price.perNight': 'pro Nacht',
  'price.perPerson': 'pro Person',
  'hotel.stars': '{{count}} Sterne',
  'hotel.rating': 'Gästebewertung {{rating}} von 10',
  'hotel.reviews': '{{count}} Bewertungen',
  'roundTrip.days': '{{count}} Tage',
  'article.readingTime': '{{count}} Min. Lesezeit',
  'error.notFoundHeading': 'Diese Seite existiert nicht',
  'error.genericHeading': 'Ein Fehler ist aufgetreten',
  'error.backHome': 'Zur Startseite',
  'error.unavailable':
    'Unser Angebot ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.',
} as const

export type TranslationKey = keyof typeof de
