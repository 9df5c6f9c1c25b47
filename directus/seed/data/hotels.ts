/** Name parts, room templates and text pools for hotels. Pure data. */
import type { Landscape } from './regions.ts'

export const NAME_PARTS: Record<string, { prefixes: string[]; names: string[] }> = {
  coast_north: {
    prefixes: [
      'Strandhotel',
      'Hotel',
      'Dünenhotel',
      'Seehotel',
      'Kurhotel',
      'Hotel Garni',
      'Aparthotel',
      'Landhaus',
      'Romantik-Hotel',
      'Boutique-Hotel',
    ],
    names: [
      'Seeblick',
      'Meeresbrise',
      'Dünenhof',
      'Strandperle',
      'Bernstein',
      'Möwennest',
      'Zur Seebrücke',
      'Am Leuchtturm',
      'Friesenhof',
      'Kapitänshaus',
      'Strandvilla',
      'Wellenreiter',
      'Seeschwalbe',
      'Hafenblick',
      'Am Kurpark',
      'Residenz',
      'Bellevue',
      'Horizont',
      'Strandgut',
      'Nordlicht',
      'Sanddorn',
      'Klabautermann',
      'Ostwind',
      'Seestern',
    ],
  },
  coast_north_nordsee: {
    prefixes: [
      'Strandhotel',
      'Hotel',
      'Dünenhotel',
      'Inselhotel',
      'Kurhotel',
      'Hotel Garni',
      'Friesenhaus',
      'Landhaus',
      'Romantik-Hotel',
      'Boutique-Hotel',
    ],
    names: [
      'Seeblick',
      'Wattenblick',
      'Dünenhof',
      'Strandperle',
      'Friesenhof',
      'Kapitänshaus',
      'Deichgraf',
      'Am Leuchtturm',
      'Nordseeperle',
      'Möwennest',
      'Reethus',
      'Uthlande',
      'Seehund',
      'Gezeiten',
      'Halligblick',
      'Am Kurpark',
      'Bellevue',
      'Horizont',
      'Strandgut',
      'Nordlicht',
      'Sanddorn',
      'Westwind',
      'Seestern',
      'Biike',
    ],
  },
  mountains: {
    prefixes: [
      'Berghotel',
      'Alpenhotel',
      'Hotel',
      'Landhotel',
      'Gasthof',
      'Wellnesshotel',
      'Sporthotel',
      'Alpengasthof',
      'Hotel Garni',
      'Romantik-Hotel',
      'Chalet',
    ],
    names: [
      'Alpenrose',
      'Edelweiß',
      'Bergblick',
      'Sonnenhof',
      'Enzian',
      'Zur Post',
      'Gamsbock',
      'Almrausch',
      'Panorama',
      'Kaiserblick',
      'Bergkristall',
      'Tannenhof',
      'Adler',
      'Hirschen',
      'Waldhof',
      'Gipfelglück',
      'Lärchenhof',
      'Bergfrieden',
      'Murmeltier',
      'Alpenglühen',
      'Steinbock',
      'Sonnenalm',
      'Wiesenhof',
      'Almhof',
    ],
  },
  forest: {
    prefixes: [
      'Hotel',
      'Landhotel',
      'Waldhotel',
      'Gasthof',
      'Kurhotel',
      'Wellnesshotel',
      'Romantik-Hotel',
      'Hotel Garni',
      'Landgasthof',
    ],
    names: [
      'Waldesruh',
      'Tannenhof',
      'Zum Hirschen',
      'Sonnenmatte',
      'Zur Linde',
      'Bergfried',
      'Wiesengrund',
      'Am Kurpark',
      'Hubertus',
      'Kastanienhof',
      'Auerhahn',
      'Zum Löwen',
      'Krone',
      'Rosengarten',
      'Fichtenhain',
      'Mühlenhof',
      'Schwanen',
      'Sonne',
      'Talblick',
      'Quellenhof',
      'Brunnenhof',
      'Rabenstein',
    ],
  },
  lake: {
    prefixes: [
      'Seehotel',
      'Hotel',
      'Strandhotel',
      'Landhotel',
      'Hotel Garni',
      'Romantik-Hotel',
      'Gasthof',
      'Boutique-Hotel',
    ],
    names: [
      'Seeblick',
      'Am Ufer',
      'Seerose',
      'Bellevue',
      'Haus am See',
      'Zum Anker',
      'Uferhof',
      'Seeperle',
      'Fischerhaus',
      'Segelhafen',
      'Weinberg',
      'Schilfrohr',
      'Kranich',
      'Schwanenhof',
      'Möwe',
      'Hafen',
      'Wasserburg',
      'Inselblick',
      'Morgenrot',
      'Abendstern',
    ],
  },
  hills: {
    prefixes: [
      'Hotel',
      'Landhotel',
      'Berghotel',
      'Gasthof',
      'Elbhotel',
      'Romantik-Hotel',
      'Hotel Garni',
      'Pension',
    ],
    names: [
      'Elbblick',
      'Zur Bastei',
      'Felsenhof',
      'Lilienstein',
      'Am Malerweg',
      'Schrammsteinblick',
      'Sonnenhof',
      'Erbgericht',
      'Lindenhof',
      'Elbterrasse',
      'Zur Fähre',
      'Felsenkeller',
      'Kirnitzschtal',
      'Amselgrund',
      'Wehlener Hof',
    ],
  },
  toskana: {
    prefixes: ['Hotel', 'Villa', 'Agriturismo', 'Relais', 'Podere', 'Locanda', 'Borgo', 'Tenuta'],
    names: [
      'Il Poggio',
      'La Collina',
      'San Lorenzo',
      'Le Vigne',
      'Bellavista',
      'Il Cipresso',
      'La Fonte',
      'Santa Chiara',
      'Il Girasole',
      'Fiorita',
      'La Torre',
      'Il Castagno',
      'Le Mura',
      'San Michele',
      'Il Casale',
      'La Quercia',
      'Montebello',
      'Le Logge',
    ],
  },
  mallorca: {
    prefixes: ['Hotel', 'Finca', 'Aparthotel', 'Resort', 'Boutique-Hotel', 'Hotel & Spa'],
    names: [
      'Es Molí',
      'Sa Roca',
      'Cala Blava',
      'Playa Mar',
      'Costa Azul',
      'Bahía',
      'Sol de Mallorca',
      'Es Port',
      'Mar i Cel',
      'Sa Torre',
      'Punta Negra',
      'Tramuntana',
      'Els Pins',
      'Son Julià',
      'Can Ferrer',
      'Sa Tanca',
      'Illa d’Or',
      'Es Faro',
    ],
  },
  kreta: {
    prefixes: ['Hotel', 'Resort', 'Beach Hotel', 'Village', 'Boutique-Hotel', 'Aparthotel'],
    names: [
      'Aphrodite',
      'Blue Bay',
      'Minoa',
      'Galini',
      'Thalassa',
      'Kalimera',
      'Olive Grove',
      'Elena',
      'Kastro',
      'Porto Veneziano',
      'Helios',
      'Aegean View',
      'Lefkes',
      'Ariadne',
      'Zorbas',
      'Mirabello',
      'Amalthea',
      'Artemis',
    ],
  },
  algarve: {
    prefixes: ['Hotel', 'Resort', 'Aparthotel', 'Pousada', 'Quinta', 'Boutique-Hotel'],
    names: [
      'Mar Azul',
      'Dona Maria',
      'Praia Dourada',
      'Vila Sol',
      'Rocha',
      'Oceano',
      'Miradouro',
      'Falésia',
      'Ria Formosa',
      'Sol e Mar',
      'Marina',
      'Boa Vista',
      'Casa Branca',
      'Farol',
      'Dom Henrique',
      'Cabo',
      'Laranjal',
      'Algar',
    ],
  },
}

export function namePartsFor(
  regionSlug: string,
  landscape: Landscape,
): { prefixes: string[]; names: string[] } {
  if (regionSlug === 'nordsee') return namePartsOf('coast_north_nordsee')
  const own = NAME_PARTS[regionSlug]
  if (own) return own
  if (landscape === 'coast_south') return namePartsOf('mallorca')
  if (landscape === 'city') return namePartsOf('forest')
  return namePartsOf(landscape)
}

function namePartsOf(key: string): { prefixes: string[]; names: string[] } {
  const parts = NAME_PARTS[key]
  if (!parts) throw new Error(`No hotel name parts for ${key}`)
  return parts
}

export interface RoomTemplate {
  name: string
  mult: number
  maxAdults: number
  maxChildren: number
  size: [number, number]
  beds: string
  description: string
  image: string
}

const DZ_SEA: RoomTemplate = {
  name: 'Doppelzimmer Meerblick',
  mult: 1.15,
  maxAdults: 2,
  maxChildren: 1,
  size: [22, 30],
  beds: 'Doppelbett 180 × 200 cm',
  description:
    'Helles Doppelzimmer mit Balkon und Blick auf das Meer, Sitzecke, Schreibtisch und Bad mit Regendusche.',
  image: 'zimmer-meerblick',
}
const DZ_LAND: RoomTemplate = {
  name: 'Doppelzimmer Landseite',
  mult: 1.0,
  maxAdults: 2,
  maxChildren: 1,
  size: [19, 25],
  beds: 'Doppelbett 180 × 200 cm oder 2 Einzelbetten',
  description:
    'Ruhiges Doppelzimmer zur Landseite mit Schreibtisch, Flachbildfernseher und Bad mit Dusche und WC.',
  image: 'zimmer-meerblick',
}
const DZ_MOUNTAIN: RoomTemplate = {
  name: 'Doppelzimmer Bergblick',
  mult: 1.1,
  maxAdults: 2,
  maxChildren: 1,
  size: [22, 30],
  beds: 'Doppelbett 180 × 200 cm',
  description:
    'Gemütliches Zimmer im Landhausstil mit Zirbenholz, Balkon mit Bergblick und Bad mit Dusche oder Wanne.',
  image: 'zimmer-bergblick',
}
const DZ_COMFORT: RoomTemplate = {
  name: 'Komfort-Doppelzimmer',
  mult: 1.0,
  maxAdults: 2,
  maxChildren: 1,
  size: [20, 26],
  beds: 'Doppelbett 160 × 200 cm',
  description: 'Komfortables Doppelzimmer mit Sitzecke, Minibar, Safe und modernem Bad.',
  image: 'zimmer-bergblick',
}
const DZ_STANDARD: RoomTemplate = {
  name: 'Standard-Doppelzimmer',
  mult: 0.95,
  maxAdults: 2,
  maxChildren: 0,
  size: [17, 22],
  beds: 'Doppelbett 160 × 200 cm',
  description: 'Funktionales Doppelzimmer mit Schreibtisch, Klimaanlage und Bad mit Dusche.',
  image: 'zimmer-stadt',
}
const EZ: RoomTemplate = {
  name: 'Einzelzimmer',
  mult: 0.72,
  maxAdults: 1,
  maxChildren: 0,
  size: [13, 17],
  beds: 'Französisches Bett 140 × 200 cm',
  description: 'Kompaktes Einzelzimmer für Alleinreisende mit Schreibtisch und Bad mit Dusche.',
  image: 'zimmer-stadt',
}
const FAMILY: RoomTemplate = {
  name: 'Familienzimmer',
  mult: 1.45,
  maxAdults: 2,
  maxChildren: 2,
  size: [30, 40],
  beds: 'Doppelbett und Etagenbett',
  description: 'Geräumiges Familienzimmer mit separatem Kinderbereich, Etagenbett, Spielecke und großem Bad.',
  image: 'zimmer-familie',
}
const JUNIOR: RoomTemplate = {
  name: 'Junior Suite',
  mult: 1.6,
  maxAdults: 3,
  maxChildren: 1,
  size: [34, 45],
  beds: 'Doppelbett 180 × 200 cm und Schlafsofa',
  description:
    'Großzügige Junior Suite mit Wohnbereich, Schlafsofa, Balkon oder Terrasse und Bad mit Badewanne und Dusche.',
  image: 'zimmer-suite',
}
const SUITE: RoomTemplate = {
  name: 'Suite',
  mult: 2.2,
  maxAdults: 4,
  maxChildren: 2,
  size: [50, 70],
  beds: 'Doppelbett 200 × 200 cm, Schlafsofa',
  description: 'Elegante Suite mit separatem Schlafzimmer, Wohnraum, Kaminecke und Panoramablick.',
  image: 'zimmer-suite',
}
const APARTMENT: RoomTemplate = {
  name: 'Ferienapartment',
  mult: 1.5,
  maxAdults: 4,
  maxChildren: 2,
  size: [40, 60],
  beds: 'Doppelbett, Schlafsofa',
  description:
    'Apartment mit Küchenzeile, Essplatz, Wohnbereich mit Schlafsofa und Terrasse – ideal für Familien und längere Aufenthalte.',
  image: 'zimmer-familie',
}
const SEA_SOUTH: RoomTemplate = {
  name: 'Doppelzimmer Meerblick',
  mult: 1.2,
  maxAdults: 2,
  maxChildren: 1,
  size: [24, 32],
  beds: 'Doppelbett 180 × 200 cm',
  description:
    'Klimatisiertes Doppelzimmer mit Balkon und seitlichem oder direktem Meerblick, Minibar und Safe.',
  image: 'zimmer-meerblick',
}
const GARDEN: RoomTemplate = {
  name: 'Doppelzimmer Gartenblick',
  mult: 1.0,
  maxAdults: 2,
  maxChildren: 1,
  size: [22, 28],
  beds: '2 Einzelbetten oder Doppelbett',
  description: 'Klimatisiertes Zimmer mit Terrasse zum Garten, Minibar, Safe und Bad mit Dusche.',
  image: 'zimmer-meerblick',
}

export const ROOM_TEMPLATES: Record<Landscape, { first: RoomTemplate[]; more: RoomTemplate[] }> = {
  coast_north: { first: [DZ_SEA, DZ_LAND], more: [EZ, FAMILY, JUNIOR, APARTMENT, SUITE] },
  coast_south: { first: [GARDEN, SEA_SOUTH], more: [FAMILY, JUNIOR, SUITE, APARTMENT] },
  mountains: { first: [DZ_MOUNTAIN, DZ_COMFORT], more: [EZ, FAMILY, JUNIOR, SUITE, APARTMENT] },
  forest: { first: [DZ_COMFORT, DZ_STANDARD], more: [EZ, FAMILY, JUNIOR, APARTMENT] },
  lake: {
    first: [
      DZ_COMFORT,
      {
        ...DZ_SEA,
        name: 'Doppelzimmer Seeblick',
        description:
          'Helles Doppelzimmer mit Balkon und Blick auf den See, Sitzecke und Bad mit Regendusche.',
      },
    ],
    more: [EZ, FAMILY, JUNIOR, APARTMENT],
  },
  hills: { first: [DZ_COMFORT, GARDEN], more: [EZ, FAMILY, JUNIOR, SUITE] },
  city: { first: [DZ_STANDARD, DZ_COMFORT], more: [EZ, JUNIOR, SUITE] },
}

export const LOCATION_PHRASES: Record<Landscape, string[]> = {
  coast_north: [
    'nur {m} Meter vom Strand entfernt',
    'direkt an der Strandpromenade',
    'in ruhiger Lage hinter den Dünen, {m} Meter vom Meer',
    'wenige Schritte von der Seebrücke',
  ],
  coast_south: [
    'direkt an einer kleinen Bucht',
    'oberhalb des Strandes mit Blick auf das Meer',
    'nur {m} Meter vom Sandstrand',
    'am Rand der Altstadt, {m} Meter vom Hafen',
  ],
  mountains: [
    'in sonniger Hanglage mit Blick auf die Gipfel',
    'am Ortsrand, {m} Meter von der Talstation',
    'mitten im Ortszentrum',
    'in ruhiger Lage am Waldrand',
  ],
  forest: [
    'am Waldrand mit direktem Zugang zu Wanderwegen',
    'im Herzen des Ortes',
    'in ruhiger Alleinlage über dem Tal',
    'nur {m} Meter vom Kurpark',
  ],
  lake: [
    'direkt am Seeufer mit eigenem Badesteg',
    'an der Uferpromenade',
    'in den Weinbergen oberhalb des Sees',
    '{m} Meter vom Schiffsanleger',
  ],
  hills: [
    'auf einem Hügel mit Rundblick über das Land',
    'am Rand des historischen Ortskerns',
    'inmitten von Weinbergen und Olivenhainen',
    'in ruhiger Lage, {m} Meter vom Wanderweg',
  ],
  city: [
    'mitten in der Altstadt',
    'nur {m} Meter vom Bahnhof',
    'in einer ruhigen Seitenstraße nahe dem Zentrum',
  ],
}

export const GASTRO_PHRASES = [
  'Das Frühstücksbuffet mit regionalen Produkten, frischem Obst und Eierspeisen nach Wunsch wird bis 10:30 Uhr serviert.',
  'Im Restaurant kocht das Küchenteam saisonal und mit Zutaten von Erzeugern aus der Umgebung; vegetarische und vegane Gerichte stehen täglich auf der Karte.',
  'Zur Halbpension gehört ein Vier-Gang-Wahlmenü am Abend, donnerstags gibt es ein Themenbuffet.',
  'Die Hotelbar mit Terrasse lädt zum Sundowner ein, Kaffee und Kuchen gibt es am Nachmittag im Wintergarten.',
]

export const AMENITY_LABELS: Record<string, string> = {
  wlan: 'kostenloses WLAN im ganzen Haus',
  pool: 'Pool',
  spa: 'Spa-Bereich mit Massagen und Anwendungen',
  sauna: 'Sauna',
  fitness: 'Fitnessraum',
  restaurant: 'Restaurant',
  bar: 'Bar',
  parking: 'Parkplätze am Haus',
  pets: 'Hunde willkommen',
  beach: 'Strandzugang',
  kids_club: 'Kinderclub',
  accessible: 'barrierefreie Zimmer',
  ev_charging: 'Ladestation für E-Autos',
  bike_rental: 'Fahrradverleih',
}

export const BOARD_LABELS: Record<string, string> = {
  room_only: 'Ohne Verpflegung',
  breakfast: 'Frühstück',
  half_board: 'Halbpension',
  full_board: 'Vollpension',
  all_inclusive: 'All inclusive',
}
