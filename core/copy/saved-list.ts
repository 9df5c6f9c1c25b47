import { createTranslator } from './translate'

/** The Merkzettel: the list of saved trips, sharing it, and the answers to saving. */
export const savedListTexts = {
  'savedList.priceOnRequest': 'Preis auf Anfrage',
  'savedList.gone': 'Nicht mehr verfügbar',
  'savedList.hotelGone': 'Dieses Hotel ist nicht mehr in unserem Angebot.',
  'savedList.tripGone': 'Diese Rundreise ist nicht mehr in unserem Angebot.',
  'savedList.perPerson': 'pro Person',
  'savedList.kindGone': '{{kind}} (nicht mehr verfügbar)',
  'savedList.title': 'Gemerkte Reisen',
  'savedList.share': 'Gespeicherte Reisen teilen',
  'savedList.shareHint':
    'Wer diesen Link hat, sieht eine Kopie Ihrer gespeicherten Reisen in ihrem jetzigen Stand – ohne Ihr Konto und ohne sie ändern zu können.',
  'savedList.shareLink': 'Link zum Teilen',
  'savedList.copy': 'Link kopieren',
  'savedList.copied': 'Der Link ist kopiert.',
  'savedList.intro':
    'Hotels und Rundreisen, die Sie sich angesehen und gemerkt haben, mit ihren aktuellen Preisen.',
  'savedList.inBrowser': 'Ihre gespeicherten Reisen sind in diesem Browser gespeichert.',
  'savedList.signInAfter': ', dann übernehmen wir sie in Ihr Konto und Sie finden sie auf all Ihren Geräten.',
  'savedList.empty': 'Sie haben noch keine Reisen gespeichert',
  'savedList.emptyHint': 'Merken Sie sich Hotels und Rundreisen mit „Merken“ – hier finden Sie sie wieder.',
  'savedList.readTips': 'Reisetipps lesen',
  'savedList.shared': 'Geteilte Reisen',
  'savedList.sharedIntro':
    'Diese Reisen hat jemand für Sie gemerkt, mit ihren aktuellen Preisen. Eigene Reisen finden Sie unter',
  'savedList.offerGone': 'Dieses Angebot gibt es nicht mehr. Es kann nicht gemerkt werden.',
  'savedList.added': '{{label}} ist in Ihren gespeicherten Reisen.',
  'savedList.removed': '{{label}} ist nicht mehr in Ihren gespeicherten Reisen.',
  'savedList.invalid': 'Die Angaben zum Speichern der Reise sind ungültig.',
  'savedList.count_one': '{{count}} gemerkte Reise',
  'savedList.count_other': '{{count}} gemerkte Reisen',
  'savedList.entry': 'Der Eintrag',
  'savedList.full':
    'Ihr Merkzettel ist voll: Sie können bis zu {{max}} Reisen merken. Bitte entfernen Sie zuerst eine andere.',
} as const

export const tSavedList = createTranslator(savedListTexts)
