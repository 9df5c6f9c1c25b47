/**
 * Building blocks for travel-tip articles. Placeholders: {in} = "an der Ostsee", {to} = "an die Ostsee",
 * {region} = "Ostsee", {town} / {town2} / {town3} = towns of the region.
 */

import type { Landscape } from './regions.ts'

export const REGION_GRAMMAR: Record<string, { in: string; to: string }> = {
  ostsee: { in: 'an der Ostsee', to: 'an die Ostsee' },
  nordsee: { in: 'an der Nordsee', to: 'an die Nordsee' },
  bayern: { in: 'in Bayern', to: 'nach Bayern' },
  schwarzwald: { in: 'im Schwarzwald', to: 'in den Schwarzwald' },
  harz: { in: 'im Harz', to: 'in den Harz' },
  'saechsische-schweiz': { in: 'in der Sächsischen Schweiz', to: 'in die Sächsische Schweiz' },
  bodensee: { in: 'am Bodensee', to: 'an den Bodensee' },
  suedtirol: { in: 'in Südtirol', to: 'nach Südtirol' },
  tirol: { in: 'in Tirol', to: 'nach Tirol' },
  mallorca: { in: 'auf Mallorca', to: 'nach Mallorca' },
  kreta: { in: 'auf Kreta', to: 'nach Kreta' },
  algarve: { in: 'an der Algarve', to: 'an die Algarve' },
  toskana: { in: 'in der Toskana', to: 'in die Toskana' },
  'mecklenburgische-seenplatte': {
    in: 'an der Mecklenburgischen Seenplatte',
    to: 'an die Mecklenburgische Seenplatte',
  },
}

export interface CategoryText {
  titles: string[]
  intros: string[]
  sections: Array<{ heading: string; paragraphs: string[] }>
  listHeading: string
  list: string[]
  closing: string[]
  image: string
}

export const CATEGORY_TEXT: Record<string, CategoryText> = {
  'strand-und-meer': {
    image: 'ostsee-strandkoerbe',
    titles: [
      'Die schönsten Strände {in}',
      'Sonne, Sand und Meer: Badeurlaub {in}',
      'Strandtage {in}: unsere Lieblingsplätze',
    ],
    intros: [
      'Wer {to} reist, hat meist vor allem eines im Sinn: lange Tage am Wasser. Zwischen {town} und {town2} finden sich Strände für jeden Geschmack – belebte Abschnitte mit Promenade und Café ebenso wie stille Buchten, an denen man am Vormittag fast allein ist. Wir haben die schönsten Plätze zusammengestellt und verraten, wann es dort am entspanntesten ist.',
      'Salzige Luft, das Rauschen der Wellen und feiner Sand zwischen den Zehen: Ein Badeurlaub {in} ist Erholung pur. Damit Sie nicht lange suchen müssen, stellen wir Ihnen die Strände vor, die uns auf unseren Recherchereisen am besten gefallen haben – vom Familienstrand in {town} bis zum Geheimtipp bei {town2}.',
    ],
    sections: [
      {
        heading: 'Für Familien: flach und bewacht',
        paragraphs: [
          'Mit kleinen Kindern zählt vor allem ein flacher Einstieg ins Wasser. Der Hauptstrand von {town} fällt sanft ab, ist in der Saison von Rettungsschwimmern bewacht und bietet Toiletten, Duschen und einen Spielplatz in Sichtweite. Strandkörbe oder Sonnenschirme lassen sich tageweise mieten – in den Sommerferien empfiehlt sich eine Reservierung am Vortag.',
          'Praktisch ist auch die kurze Wegstrecke: Viele Unterkünfte liegen nur wenige Gehminuten vom Sand entfernt, sodass die Mittagspause im Zimmer kein Problem ist. Am Nachmittag lohnt ein Spaziergang an der Wasserlinie, wo Kinder Muscheln sammeln und Sandburgen bauen können.',
        ],
      },
      {
        heading: 'Ruhige Abschnitte für Genießer',
        paragraphs: [
          'Wer Ruhe sucht, sollte sich ein wenig vom Ortskern entfernen. Bei {town2} beginnen Abschnitte, die man nur zu Fuß oder mit dem Fahrrad erreicht. Hier gibt es keine Strandbar, dafür Platz, Weite und einen freien Blick auf das Meer. Nehmen Sie ausreichend Wasser und Sonnenschutz mit, denn Schatten ist rar.',
          'Besonders stimmungsvoll sind die frühen Morgenstunden und der Abend, wenn die Tagesgäste gegangen sind. Dann färbt sich der Himmel orange, und mit etwas Glück haben Sie den Sonnenuntergang ganz für sich allein.',
        ],
      },
    ],
    listHeading: 'Unsere Tipps für den Strandtag',
    list: [
      'Strandkorb oder Liege früh reservieren',
      'Badeschuhe für steinige Abschnitte einpacken',
      'Flaggen der Badeaufsicht beachten',
      'Müll wieder mitnehmen – die Natur dankt es',
      'Sonnencreme mit hohem Lichtschutzfaktor verwenden, auch bei Wind',
    ],
    closing: [
      'Ob Familienurlaub oder Auszeit zu zweit: {in} finden Sie den passenden Strand. In unserer Hotelauswahl sehen Sie auf einen Blick, welche Häuser direkt am Meer liegen und wie weit es bis zum Wasser ist.',
    ],
  },
  wandern: {
    image: 'alpen-gipfel',
    titles: [
      'Wandern {in}: die schönsten Touren',
      'Auf Schusters Rappen: Wanderurlaub {in}',
      'Fünf Wanderungen {in}, die sich lohnen',
    ],
    intros: [
      'Kaum etwas entschleunigt so sehr wie ein Tag auf dem Wanderweg. {in} verbinden gut markierte Pfade Aussichtspunkte, Hütten und Dörfer miteinander. Ob gemütliche Rundtour rund um {town} oder anspruchsvolle Gipfeletappe oberhalb von {town2}: Wir stellen Touren vor, die wir selbst gegangen sind, und geben Tipps zu Ausrüstung und Einkehr.',
      'Wandern ist die beste Art, eine Landschaft wirklich kennenzulernen. Schritt für Schritt öffnen sich Ausblicke, die man vom Auto aus nie sehen würde. {in} ist das Wegenetz dicht und hervorragend beschildert, und zwischen {town} und {town2} gibt es Routen für jede Kondition.',
    ],
    sections: [
      {
        heading: 'Leichte Runde zum Einstieg',
        paragraphs: [
          'Für den ersten Tag empfehlen wir eine Rundwanderung ab {town}. Der Weg führt auf rund zehn Kilometern durch Wald und Wiesen zu einem Aussichtspunkt und zurück. Gutes Schuhwerk genügt, steile Passagen gibt es kaum. Unterwegs laden Bänke zur Rast ein, und am Ende wartet ein Café mit selbst gebackenem Kuchen.',
          'Planen Sie etwa drei Stunden reine Gehzeit ein. Wer mit Kindern unterwegs ist, kann die Runde abkürzen, denn mehrere Abzweige führen direkt zurück in den Ort. Eine Wanderkarte gibt es in der Tourist-Information, viele Hotels verleihen sie kostenlos.',
        ],
      },
      {
        heading: 'Tagestour für Geübte',
        paragraphs: [
          'Trittsichere Wanderer zieht es auf die Höhen bei {town2}. Die Tour ist rund achtzehn Kilometer lang und überwindet gut 800 Höhenmeter. Belohnt wird der Aufstieg mit einem Panorama, das bei klarer Sicht weit über die Region reicht. Starten Sie früh, um der Mittagshitze und den Nachmittagsgewittern im Sommer aus dem Weg zu gehen.',
          'Hütten und Gasthöfe am Weg haben in der Hauptsaison meist täglich geöffnet, in der Nebensaison lohnt ein Blick auf die Ruhetage. Nehmen Sie trotzdem genügend Wasser und einen kleinen Proviant mit.',
        ],
      },
    ],
    listHeading: 'Das gehört in den Rucksack',
    list: [
      'Feste, eingelaufene Wanderschuhe',
      'Regen- und Windjacke, auch bei Sonnenschein',
      'Mindestens 1,5 Liter Wasser pro Person',
      'Kleines Erste-Hilfe-Set und Blasenpflaster',
      'Offline-Karte auf dem Smartphone oder eine Papierkarte',
    ],
    closing: [
      'Viele unserer Hotels {in} sind auf Wandergäste eingestellt: mit Lunchpaket, Trockenraum und Tourentipps an der Rezeption. Ein früher Start ins Frühstück ist dort selbstverständlich.',
    ],
  },
  staedtereisen: {
    image: 'stadt-altstadt',
    titles: [
      'Ein Wochenende in {town}',
      '48 Stunden in {town}: unser Stadtführer',
      '{town} entdecken: Tipps für Ihre Städtereise',
    ],
    intros: [
      'Für einen Kurzurlaub ist {town} wie gemacht: Die Wege sind kurz, die Altstadt lässt sich bequem zu Fuß erkunden, und zwischen Museen, Plätzen und Cafés kommt garantiert keine Langeweile auf. Wir zeigen, wie Sie zwei Tage optimal nutzen – ohne Hektik, aber mit allen Höhepunkten.',
      'Manchmal braucht es keine lange Reise, um den Alltag hinter sich zu lassen. Ein verlängertes Wochenende in {town} bietet Kultur, gutes Essen und entspannte Abende. Hier sind unsere Empfehlungen für Ihren Aufenthalt, erprobt bei mehreren Besuchen.',
    ],
    sections: [
      {
        heading: 'Erster Tag: Altstadt und Aussicht',
        paragraphs: [
          'Beginnen Sie den Tag mit einem Spaziergang durch die historische Innenstadt von {town}. Die schönsten Gassen erschließen sich am frühen Vormittag, wenn die Läden gerade öffnen und die Reisegruppen noch nicht unterwegs sind. Ein Stadtrundgang mit einer lokalen Führung bringt Ihnen die Geschichte der Stadt näher.',
          'Am Nachmittag lohnt der Weg zu einem Aussichtspunkt über den Dächern. Von oben erkennen Sie, wie sich die Stadt zwischen Wasser, Hügeln und Umland ausbreitet. Zum Sonnenuntergang ist es dort besonders schön – und danach ist es nicht weit bis zum Abendessen.',
        ],
      },
      {
        heading: 'Zweiter Tag: Museen, Märkte und Umgebung',
        paragraphs: [
          'Der zweite Tag gehört der Kultur. Die wichtigsten Museen in {town} sind gut erreichbar, und viele bieten vormittags günstigere Tickets oder freien Eintritt an bestimmten Tagen. Planen Sie dazwischen Zeit für den Wochenmarkt ein, wo regionale Erzeuger ihre Waren anbieten.',
          'Wer noch Energie hat, fährt am Nachmittag mit Bahn oder Bus in das Umland, etwa nach {town2}. In einer halben Stunde tauschen Sie das Stadtleben gegen Natur und kehren abends entspannt zurück.',
        ],
      },
    ],
    listHeading: 'Praktische Hinweise',
    list: [
      'Tickets für Top-Sehenswürdigkeiten online vorab buchen',
      'Gästekarte oder Stadtpass für Nahverkehr und Museen prüfen',
      'Bequeme Schuhe – Kopfsteinpflaster ist häufig',
      'Für Restaurants am Wochenende reservieren',
      'Das Auto am Hotel stehen lassen',
    ],
    closing: [
      'Zentral gelegene Hotels machen eine Städtereise besonders entspannt. In unserer Auswahl für {town} finden Sie Häuser in Gehweite zur Altstadt, viele mit Frühstück und flexibler Stornierung.',
    ],
  },
  wellness: {
    image: 'wellness-sauna',
    titles: [
      'Wellness {in}: Auszeit für Körper und Seele',
      'Entspannen {in}: Thermen, Sauna und Spa',
      'Wohlfühlurlaub {in}',
    ],
    intros: [
      'Stress, Termine und Bildschirmzeit: Manchmal braucht es nur ein paar Tage, um die Batterien wieder aufzuladen. {in} finden Sie Hotels mit großzügigen Spa-Bereichen, Thermalbäder mit langer Tradition und eine Landschaft, die zum Durchatmen einlädt. In {town} und {town2} sind wir auf besonders schöne Adressen gestoßen.',
      'Ein Wellnessurlaub ist mehr als ein Saunagang. Es geht darum, zur Ruhe zu kommen, gut zu essen, sich an der frischen Luft zu bewegen und sich verwöhnen zu lassen. {in} gelingt das besonders gut, denn Natur und Gesundheitsangebote liegen hier dicht beieinander.',
    ],
    sections: [
      {
        heading: 'Das richtige Hotel finden',
        paragraphs: [
          'Achten Sie bei der Wahl des Hotels auf die Größe des Spa-Bereichs im Verhältnis zur Zimmerzahl. Ein kleines Haus mit ruhigem Ruheraum kann erholsamer sein als eine große Anlage, in der es am Nachmittag voll wird. Viele Hotels in {town} bieten Pakete mit Anwendungen, die günstiger sind als die Einzelbuchung.',
          'Fragen Sie nach Ruhezeiten und ob Kinder den Spa-Bereich nutzen dürfen. Adults-only-Bereiche sind für Paare ideal, Familien freuen sich dagegen über ein Badeparadies mit Rutsche.',
        ],
      },
      {
        heading: 'Anwendungen und Rituale',
        paragraphs: [
          'Neben klassischen Massagen stehen regionale Anwendungen hoch im Kurs: Heubäder, Kräuterstempel, Packungen mit Meeresschlick oder Peelings mit Salz. Buchen Sie Ihre Wunschtermine am besten schon vor der Anreise, denn an Wochenenden sind die beliebten Zeiten schnell vergeben.',
          'Ein Spaziergang an der frischen Luft zwischen zwei Saunagängen wirkt Wunder. Rund um {town2} gibt es Wege, die direkt vom Hotel starten und sich für eine kurze Runde im Bademantel-freien Tempo eignen.',
        ],
      },
    ],
    listHeading: 'So wird die Auszeit perfekt',
    list: [
      'Anwendungen vorab reservieren',
      'Handy im Zimmer lassen',
      'Ausreichend Wasser und Tee trinken',
      'Zwischen den Saunagängen mindestens 15 Minuten ruhen',
      'Ein leichtes Abendessen statt Fünf-Gänge-Menü wählen',
    ],
    closing: [
      'In unserer Auswahl an Wellnesshotels {in} finden Sie Häuser mit Pool, Sauna und Spa, auf Wunsch mit Halbpension. Filtern Sie einfach nach der Ausstattung, die Ihnen wichtig ist.',
    ],
  },
  familie: {
    image: 'zimmer-familie',
    titles: [
      'Familienurlaub {in}: Tipps für Groß und Klein',
      'Mit Kindern {to}: so klappt der Urlaub',
      'Ferien mit der Familie {in}',
    ],
    intros: [
      'Ein gelungener Familienurlaub braucht vor allem drei Dinge: kurze Wege, Abwechslung für die Kinder und ein wenig Ruhe für die Eltern. {in} ist all das gut zu haben. Rund um {town} und {town2} gibt es Ausflugsziele, die Kinderaugen leuchten lassen, und Hotels, die sich auf Familien eingestellt haben.',
      'Mit Kindern zu verreisen, heißt anders zu planen: Spielplatz statt Museum, Mittagspause statt Marathonprogramm. {in} geht das wunderbar. Wir haben Familien befragt und selbst getestet, was Kindern und Eltern gleichermaßen gefällt.',
    ],
    sections: [
      {
        heading: 'Die passende Unterkunft',
        paragraphs: [
          'Familienzimmer oder Apartments mit getrenntem Schlafbereich sind Gold wert, wenn die Kinder früher ins Bett gehen als die Eltern. Viele Hotels in {town} bieten Kinderbetten, Hochstühle und Babyphone kostenlos an. Fragen Sie nach Ermäßigungen: Oft übernachten Kinder bis sechs Jahre gratis im Zimmer der Eltern.',
          'Ein Kinderclub mit festen Betreuungszeiten schenkt Eltern ein paar freie Stunden. Achten Sie darauf, ob die Betreuung auch in der Nebensaison angeboten wird und ab welchem Alter Kinder teilnehmen dürfen.',
        ],
      },
      {
        heading: 'Ausflüge für die ganze Familie',
        paragraphs: [
          'Tierparks, Erlebnisbäder und Bauernhöfe zum Mitmachen stehen bei Kindern ganz oben auf der Liste. In der Umgebung von {town2} gibt es mehrere Ziele, die sich gut an einem halben Tag besuchen lassen. An Regentagen bieten Museen mit Mitmachstationen eine gute Alternative.',
          'Planen Sie nicht mehr als einen größeren Ausflug pro Tag. Kinder erholen sich am besten, wenn sie ausgiebig spielen dürfen – oft ist der Strand, der See oder die Wiese vor dem Hotel das schönste Abenteuer.',
        ],
      },
    ],
    listHeading: 'Checkliste für die Familienreise',
    list: [
      'Kinderreisepass oder Personalausweis rechtzeitig beantragen',
      'Reiseapotheke mit Fieber- und Sonnenschutzmitteln',
      'Snacks und Beschäftigung für die Anreise',
      'Lieblingskuscheltier nicht vergessen',
      'Familienermäßigungen bei Bahn und Ausflugszielen nutzen',
    ],
    closing: [
      'In unserer Hotelauswahl {in} erkennen Sie familienfreundliche Häuser an Ausstattungsmerkmalen wie Kinderclub, Pool und Familienzimmern. So finden Sie schnell das passende Quartier für Ihre Familie.',
    ],
  },
  kulinarik: {
    image: 'restaurant-terrasse',
    titles: [
      'Kulinarische Reise {in}',
      'Genuss {in}: Was Sie probieren sollten',
      'Essen und Trinken {in}: unsere Empfehlungen',
    ],
    intros: [
      'Reisen geht durch den Magen: Nirgends lernt man eine Region so gut kennen wie am Esstisch. {in} prägen regionale Produkte, alte Rezepte und eine lebendige Gastronomieszene die Küche. Zwischen {town} und {town2} haben wir Märkte, Gasthäuser und Erzeuger besucht, die wir Ihnen ans Herz legen möchten.',
      'Wer {to} reist, sollte Hunger mitbringen. Die Küche der Region ist bodenständig und raffiniert zugleich, und viele Zutaten kommen direkt vom Hof nebenan. Wir verraten, welche Spezialitäten Sie probieren sollten und wo sie besonders gut schmecken.',
    ],
    sections: [
      {
        heading: 'Spezialitäten der Region',
        paragraphs: [
          'Jede Region hat ihre Klassiker, und {in} ist das nicht anders. Fragen Sie im Restaurant nach dem Gericht des Tages, denn dort verarbeiten die Köche, was Markt und Saison gerade hergeben. In {town} haben sich mehrere Gasthäuser ganz der regionalen Küche verschrieben – oft in der dritten oder vierten Generation.',
          'Zum Essen gehört das passende Getränk: Ob Wein von den Hängen der Umgebung, ein Bier aus der kleinen Brauerei oder ein hausgemachter Saft – probieren Sie, was vor Ort entsteht. Viele Betriebe bieten Führungen und Verkostungen an.',
        ],
      },
      {
        heading: 'Märkte und Hofläden',
        paragraphs: [
          'Der Wochenmarkt ist der beste Ort, um Land und Leute kennenzulernen. In {town2} findet er meist am Samstagvormittag statt, und neben Obst und Gemüse gibt es Käse, Wurst, Brot und Blumen. Nehmen Sie eine Tasche mit und stellen Sie sich ein Picknick zusammen.',
          'Hofläden am Ortsrand verkaufen Honig, Marmelade, Öl und Spirituosen – ideale Mitbringsel, die garantiert nicht im Supermarkt zu Hause stehen.',
        ],
      },
    ],
    listHeading: 'Genusstipps auf einen Blick',
    list: [
      'Mittags das günstigere Tagesmenü wählen',
      'Im Restaurant nach regionalen Weinen fragen',
      'Kochkurs oder Verkostung vorab buchen',
      'Markttage der Orte notieren',
      'Platz im Koffer für Mitbringsel lassen',
    ],
    closing: [
      'Viele unserer Hotels {in} bieten Halbpension mit regionaler Küche an. Im Hotelvergleich sehen Sie, welche Verpflegung Sie wählen können und was sie kostet.',
    ],
  },
  aktivurlaub: {
    image: 'bodensee-ufer',
    titles: [
      'Aktivurlaub {in}: Rad, Boot und mehr',
      'Sportlich unterwegs {in}',
      'Bewegung an der frischen Luft: Aktivurlaub {in}',
    ],
    intros: [
      'Wer im Urlaub nicht nur liegen möchte, ist {in} genau richtig. Radwege, Wasserflächen und Berge machen die Region zu einem Spielplatz für Aktive. Von {town} aus starten Touren für Einsteiger und Fortgeschrittene, und in {town2} gibt es Verleihstationen für alles, was man braucht.',
      'Radeln, paddeln, klettern: Aktivurlaub {in} ist abwechslungsreich und für jedes Fitnesslevel geeignet. Wir stellen die schönsten Möglichkeiten vor und geben Tipps, wie Sie Ihre Tage zwischen Bewegung und Erholung planen.',
    ],
    sections: [
      {
        heading: 'Mit dem Fahrrad',
        paragraphs: [
          'Das Radwegenetz rund um {town} ist gut ausgebaut und beschildert. Eine Tagestour von fünfzig bis sechzig Kilometern ist auch für Gelegenheitsradler machbar, mit dem E-Bike sogar entspannt. Viele Hotels haben abschließbare Fahrradräume und Ladestationen für Akkus.',
          'Für Familien eignen sich autofreie Wege am Wasser oder auf ehemaligen Bahntrassen. Dort können auch Kinder sicher mitfahren, und Einkehrmöglichkeiten gibt es ausreichend.',
        ],
      },
      {
        heading: 'Auf dem Wasser',
        paragraphs: [
          'Kajak, Kanu oder Stand-up-Paddling: Auf dem Wasser erleben Sie die Landschaft aus einer neuen Perspektive. In {town2} verleihen mehrere Anbieter Boote stunden- oder tageweise und bieten Einsteigerkurse an.',
          'Achten Sie auf Wind und Wetter und informieren Sie sich über Schutzgebiete, in denen das Befahren eingeschränkt ist. Eine Schwimmweste ist Pflicht, auch für gute Schwimmer.',
        ],
      },
    ],
    listHeading: 'Ausrüstung und Planung',
    list: [
      'Helm und Handschuhe fürs Radfahren',
      'Wetterbericht und Windvorhersage prüfen',
      'Leihräder in der Hochsaison vorab reservieren',
      'Ruhetage einplanen',
      'Auf ausreichend Flüssigkeit achten',
    ],
    closing: [
      'Unsere Hotels {in} mit Fahrradverleih, Ladestation und Lunchpaket erkennen Sie an den Ausstattungsmerkmalen. So beginnt der aktive Urlaubstag schon beim Frühstück.',
    ],
  },
}

/** Best time to travel by landscape. */
export const BEST_TIME: Record<Landscape, string> = {
  coast_north:
    'Die Badesaison reicht von Juni bis Anfang September, wenn das Wasser angenehme 17 bis 20 Grad erreicht. Mai und September sind ideal für Radtouren und Spaziergänge, denn dann sind die Orte ruhiger und die Preise niedriger. Im Winter locken leere Strände, Sturmspaziergänge und gemütliche Abende im Hotel – viele Häuser bieten dann besonders günstige Pauschalen.',
  coast_south:
    'Baden kann man von Mai bis Oktober, im Hochsommer steigen die Temperaturen auf über 30 Grad. Angenehmer für Ausflüge und Wanderungen sind Frühjahr und Herbst, wenn die Natur blüht oder das Meer noch warm ist. Die Wintermonate sind mild und eignen sich für Aktivurlaub und Kultur, allerdings haben dann manche Strandbars und Hotels geschlossen.',
  mountains:
    'Im Sommer von Juni bis Oktober sind Wanderwege und Hütten geöffnet; im Juli und August ist am meisten los. Der Herbst bringt klare Fernsicht und bunte Wälder. Von Dezember bis März bestimmt der Wintersport das Geschehen, während Frühjahr und Spätherbst als ruhige Zwischensaison gelten, in der einige Bergbahnen Revision haben.',
  forest:
    'Der Mittelgebirgssommer ist angenehm mild und ideal zum Wandern. Im Herbst färben sich die Laubwälder, und die Luft ist klar. Im Winter verwandeln sich die Höhenlagen in ein Revier für Langläufer und Rodler, während Frühjahr und Spätherbst ruhige Wochen mit günstigen Preisen bieten.',
  lake: 'Von Mai bis September laden die Seen zum Baden, Segeln und Paddeln ein. Im Frühjahr blühen die Obstbäume am Ufer, im Herbst lockt die Weinlese. Der Winter ist ruhig, viele Schiffe fahren dann seltener, doch Wellnesshotels und Adventsmärkte machen auch diese Zeit attraktiv.',
  hills:
    'Frühling und Herbst sind die schönsten Jahreszeiten: Die Temperaturen sind angenehm, die Landschaft blüht oder leuchtet in warmen Farben. Im Hochsommer kann es heiß werden, dann sind Ausflüge am Morgen und Abend zu empfehlen. Der Winter ist ruhig und preiswert.',
  city: 'Städtereisen lohnen sich das ganze Jahr. Frühjahr und Herbst bieten angenehme Temperaturen für lange Spaziergänge, im Advent verzaubern Weihnachtsmärkte, und im Sommer locken Feste unter freiem Himmel.',
}

export const ARRIVAL: Record<'de' | 'alps' | 'abroad', string> = {
  de: 'Die Anreise gelingt bequem mit der Bahn: Fernverkehrszüge erreichen die größeren Orte direkt, die letzten Kilometer legen Sie mit Regionalbahn oder Bus zurück. Viele Hotels holen Gäste nach Absprache am Bahnhof ab. Mit dem Auto sind Sie flexibler, sollten aber in der Hauptsaison an Wochenenden mit Staus rechnen. Eine Gästekarte berechtigt vielerorts zur kostenlosen Nutzung von Bus und Bahn.',
  alps: 'Mit dem Zug erreichen Sie die großen Talorte ohne Umwege, Nachtzüge und Direktverbindungen machen die Anreise entspannt. Autofahrer benötigen in Österreich eine Vignette, und auf einigen Passstraßen gilt im Winter Kettenpflicht. Vor Ort bringen Busse und Bergbahnen Sie zu den Ausgangspunkten der Touren, oft mit einer Gästekarte inklusive.',
  abroad:
    'Direktflüge verbinden die Region mit allen großen deutschen Flughäfen, die Flugzeit liegt meist zwischen zwei und vier Stunden. Einen Transfer zum Hotel können Sie bei der Buchung dazu wählen. Für Ausflüge empfiehlt sich ein Mietwagen, den Sie am besten früh reservieren, denn in der Hauptsaison ist die Nachfrage hoch.',
}

/** Which (category, region) pairs become articles; the order decides which ones the `test` size gets. */
export const ARTICLE_TOPICS: Array<[string, string]> = [
  ['strand-und-meer', 'ostsee'],
  ['wandern', 'harz'],
  ['staedtereisen', 'toskana'],
  ['wellness', 'schwarzwald'],
  ['familie', 'nordsee'],
  ['kulinarik', 'suedtirol'],
  ['aktivurlaub', 'bodensee'],
  ['strand-und-meer', 'mallorca'],
  ['wandern', 'saechsische-schweiz'],
  ['wandern', 'bayern'],
  ['wandern', 'suedtirol'],
  ['wandern', 'tirol'],
  ['wandern', 'schwarzwald'],
  ['wandern', 'kreta'],
  ['strand-und-meer', 'nordsee'],
  ['strand-und-meer', 'kreta'],
  ['strand-und-meer', 'algarve'],
  ['staedtereisen', 'bodensee'],
  ['staedtereisen', 'schwarzwald'],
  ['staedtereisen', 'tirol'],
  ['staedtereisen', 'mallorca'],
  ['staedtereisen', 'suedtirol'],
  ['wellness', 'bayern'],
  ['wellness', 'ostsee'],
  ['wellness', 'harz'],
  ['wellness', 'suedtirol'],
  ['familie', 'ostsee'],
  ['familie', 'mecklenburgische-seenplatte'],
  ['familie', 'tirol'],
  ['familie', 'mallorca'],
  ['kulinarik', 'toskana'],
  ['kulinarik', 'algarve'],
  ['kulinarik', 'kreta'],
  ['kulinarik', 'schwarzwald'],
  ['aktivurlaub', 'mecklenburgische-seenplatte'],
  ['aktivurlaub', 'algarve'],
]

export const AUTHORS = [
  'Anna Becker',
  'Jonas Weber',
  'Lena Hoffmann',
  'Markus Schneider',
  'Sophie Wagner',
  'Felix Neumann',
]
