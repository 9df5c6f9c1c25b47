import { createTranslator } from './translate'

/** The travel tips: overview, groups and articles. */
export const tipsTexts = {
  'tips.groupLink_one': '{{name}}, {{count}} Reisetipp',
  'tips.groupLink_other': '{{name}}, {{count}} Reisetipps',
  'tips.groups': 'Reisetipps nach Region und Thema',
  'tips.regions': 'Regionen',
  'tips.themes': 'Themen',
  'tips.allRoundTrips': 'Alle Rundreisen ansehen',
  'tips.groupPages': 'Seiten der Reisetipps: {{name}}',
  'tips.description':
    'Reisetipps unserer Redaktion: Strände, Wanderwege, Städte und Wellness – nach Regionen und Themen, mit passenden Hotels und Rundreisen.',
  'tips.intro':
    'Ideen, Hintergründe und praktische Tipps unserer Redaktion – für Ihre nächste Reise an die Küste, in die Berge oder in die Stadt.',
  'tips.featured': 'Empfohlene Reisetipps',
  'tips.none': 'Unsere Redaktion schreibt gerade an den ersten Reisetipps.',
  'tips.pages': 'Seiten der Reisetipps',
  'tips.regionTrips': 'Rundreisen in {{country}}',
  'tips.moreOf': 'Weitere Reisetipps: {{name}}',
  'tips.regionOf': 'Region · {{country}}',
  'tips.theme': 'Thema',
  'tips.latestPage': 'Neueste Reisetipps – Seite {{page}}',
  'tips.tip': 'Reisetipp',
  'tips.by': 'Von {{author}}',
  'tips.groupTitle': 'Reisetipps: {{name}}',
  'tips.pageNumber': 'Seite {{page}}',
  'tips.count_one': '{{count}} Reisetipp',
  'tips.count_other': '{{count}} Reisetipps',
} as const

export const tTips = createTranslator(tipsTexts)
