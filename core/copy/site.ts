import { siteHotel } from './site-hotel'
import { createTranslator } from './translate'

/**
 * The bundled German catalogue. The seed writes every key into the Directus `translations` collection,
 * where editors may change the wording; this file is the fallback when a key is missing there.
 */
export const site = {
  'site.name': 'Reiseportal',
  'site.tagline': 'Hotels und Rundreisen, persönlich ausgewählt',
  'nav.home': 'Startseite',
  'nav.hotels': 'Hotels',
  'nav.roundTrips': 'Rundreisen',
  'nav.travelTips': 'Reisetipps',
  'nav.savedTrips': 'Gespeicherte Reisen',
  'nav.manageBooking': 'Buchung verwalten',
  'nav.account': 'Mein Konto',
  'nav.login': 'Anmelden',
  'nav.logout': 'Abmelden',
  'nav.forgetDevice': 'Dieses Gerät vergessen',
  'nav.forgetDeviceHint':
    'Abmelden und diesen Browser vergessen (etwa an einem gemeinsam genutzten Computer): Die nächste Anmeldung hier zählt wie die eines fremden Geräts.',
  'nav.main': 'Hauptnavigation',
  'nav.skipToContent': 'Zum Inhalt springen',
  'footer.legal': 'Rechtliches',
  'footer.service': 'Service',
  'footer.contact': 'Kontakt und Hotline',
  'footer.copyright': '© {{year}} Reiseportal GmbH',
  'home.heroTitle': 'Urlaub, der zu Ihnen passt',
  'home.heroText': 'Ausgewählte Hotels und Rundreisen – mit fairen Gesamtpreisen und persönlicher Beratung.',
  'home.searchCta': 'Hotels finden',
  'home.featuredHotels': 'Beliebte Hotels',
  'home.roundTrips': 'Rundreisen entdecken',
  'home.latestTips': 'Neueste Reisetipps',
  'home.allHotels': 'Alle Hotels ansehen',
  'home.allTips': 'Alle Reisetipps',
  'home.allRoundTrips': 'Alle Rundreisen',
  'price.from': 'ab',
  'price.perNight': 'pro Nacht',
  'price.perPerson': 'pro Person im Doppelzimmer',
  ...siteHotel,
  'roundTrip.nextDepartures': 'Nächste Termine',
  'roundTrip.fewSeats': 'wenige Plätze',
  'article.readingTime': '{{count}} Min. Lesezeit',
  'error.notFoundHeading': 'Diese Seite existiert nicht',
  'error.genericHeading': 'Ein Fehler ist aufgetreten',
  'error.backHome': 'Zur Startseite',
  'error.unavailable':
    'Unser Angebot ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.',
  'error.status': 'Fehler {{status}}',
  'breadcrumbs.label': 'Brotkrümelnavigation',
  'account.nav.personal': 'Persönliche Angaben',
  'account.nav.bookings': 'Buchungen',
  'maintenance.title': 'Wartungsarbeiten',
  'maintenance.text':
    'Wir verbessern gerade unsere Website und sind in Kürze wieder für Sie da. Bereits gebuchte Reisen sind davon nicht betroffen.',
  'maintenance.retry': 'Bitte versuchen Sie es in einigen Minuten erneut.',
  'loading.label': 'Seite wird geladen',
} as const

/** The bundled wording of the site section, for code outside a component (meta, loaders, constants). */
export const tSite = createTranslator(site)
