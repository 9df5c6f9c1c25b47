/**
 * Landing pages (blocks per docs/content-model.md, written here as `{ type, ...fields }` and created as
 * block items by the seed) and the legal pages. Image values are image keys (`img:…`).
 */

export interface PageData {
  path: string
  title: string
  seo_title: string
  seo_description: string
  footer_group: 'legal' | null
  blocks: Array<Record<string, unknown>>
}

const legal = (html: string) => [{ type: 'richtext', html }]

export const LANDING_PAGES: PageData[] = [
  {
    path: 'sommerurlaub',
    title: 'Sommerurlaub {year}',
    seo_title: 'Sommerurlaub {year}: Hotels am Meer und in den Bergen',
    seo_description:
      'Sommerurlaub an Nord- und Ostsee, in den Alpen und am Mittelmeer: ausgewählte Hotels mit fairen Gesamtpreisen und flexibler Stornierung.',
    footer_group: null,
    blocks: [
      {
        type: 'hero',
        title: 'Endlich Sommer',
        subtitle: 'Strand, Berge oder Seeufer – finden Sie Ihr Urlaubsziel für die schönste Zeit des Jahres.',
        image: 'img:mallorca-bucht',
        cta_label: 'Hotels finden',
        cta_href: '/hotel',
      },
      {
        type: 'richtext',
        html: '<p>Lange Tage, laue Abende und Zeit für das, was wirklich zählt: Im Sommerurlaub tanken wir Kraft für den Rest des Jahres. Ob Strandkorb an der Ostsee, Almhütte in Tirol oder Finca auf Mallorca – unsere Redaktion hat Hotels ausgewählt, die im Sommer besonders überzeugen.</p><p>Buchen Sie mit <strong>Flex-Tarif</strong>, wenn Ihre Pläne sich noch ändern können, oder sparen Sie mit dem Spar-Tarif.</p>',
      },
      {
        type: 'gallery',
        title: 'Sommer in Bildern',
        images: [
          {
            directus_files_id: 'img:ostsee-strandkoerbe',
            alt: 'Strandkörbe am Ostseestrand unter blauem Himmel',
            caption: 'Strandkorbzeit an der Ostsee',
          },
          {
            directus_files_id: 'img:alpen-gipfel',
            alt: 'Schneebedeckte Alpengipfel über grünen Almwiesen',
            caption: 'Wandersommer in den Alpen',
          },
          {
            directus_files_id: 'img:kreta-kueste',
            alt: 'Weiße Häuser mit blauen Türen über dem Meer an der Küste Kretas',
            caption: 'Sonne und Meer auf Kreta',
          },
        ],
      },
      { type: 'hotel_teasers', title: 'Beliebt an der Ostsee', region: 'ostsee', limit: 6 },
      { type: 'hotel_teasers', title: 'Sonne satt auf Mallorca', region: 'mallorca', limit: 6 },
      { type: 'article_teasers', title: 'Tipps für Strand und Meer', category: 'strand-und-meer', limit: 3 },
      {
        type: 'faq',
        title: 'Häufige Fragen zum Sommerurlaub',
        items: [
          {
            question: 'Wann sollte ich meinen Sommerurlaub buchen?',
            answer:
              'Für die Sommerferien empfehlen wir eine Buchung bis Ende Februar. Dann ist die Auswahl am größten, und Frühbucherpreise sind oft noch verfügbar.',
          },
          {
            question: 'Kann ich kostenlos stornieren?',
            answer:
              'Mit dem Flex-Tarif stornieren Sie bis zu der im Angebot genannten Frist kostenfrei. Der Spar-Tarif ist günstiger, aber nicht erstattbar.',
          },
        ],
      },
    ],
  },
  {
    path: 'familienurlaub',
    title: 'Familienurlaub',
    seo_title: 'Familienurlaub: kinderfreundliche Hotels',
    seo_description:
      'Kinderfreundliche Hotels mit Familienzimmern, Kinderclub und Pool – an der See, in den Bergen und am Mittelmeer.',
    footer_group: null,
    blocks: [
      {
        type: 'hero',
        title: 'Urlaub für die ganze Familie',
        subtitle: 'Familienzimmer, Kinderclub und kurze Wege zum Strand.',
        image: 'img:zimmer-familie',
        cta_label: 'Familienhotels ansehen',
        cta_href: '/hotel/thema/familie',
      },
      {
        type: 'richtext',
        html: '<p>Ein Familienurlaub soll für alle Erholung sein. Unsere familienfreundlichen Hotels bieten geräumige Zimmer, Kinderbetreuung und Ausflugsziele in der Nähe. Kinder bis sechs Jahre übernachten in vielen Häusern kostenlos im Zimmer der Eltern.</p>',
      },
      { type: 'hotel_teasers', title: 'Familienhotels an der Nordsee', theme: 'familie/nordsee', limit: 6 },
      { type: 'article_teasers', title: 'Reisetipps für Familien', category: 'familie', limit: 3 },
      {
        type: 'cta',
        title: 'Persönliche Beratung',
        text: 'Sie reisen mit mehreren Kindern oder Großeltern? Wir stellen Ihnen gern ein passendes Angebot zusammen.',
        label: 'Kontakt aufnehmen',
        href: '/kontakt',
      },
    ],
  },
  {
    path: 'familienurlaub/ostsee',
    title: 'Familienurlaub an der Ostsee',
    seo_title: 'Familienurlaub an der Ostsee: Hotels mit Kinderangebot',
    seo_description:
      'Flache Strände, Seebrücken und kinderfreundliche Hotels: Familienurlaub an der Ostsee von Timmendorfer Strand bis Usedom.',
    footer_group: null,
    blocks: [
      {
        type: 'hero',
        title: 'Familienurlaub an der Ostsee',
        subtitle: 'Flaches Wasser, feiner Sand und Hotels, in denen Kinder willkommen sind.',
        image: 'img:ostsee-strandkoerbe',
        cta_label: 'Ostsee-Hotels',
        cta_href: '/hotel?region=ostsee',
      },
      {
        type: 'richtext',
        html: '<h2>Warum die Ostsee ideal für Kinder ist</h2><p>Die Ostsee kennt kaum Gezeiten, das Wasser ist flach und ruhig. Promenaden mit Spielplätzen, Seebrücken und Eisdielen sind nie weit, und bei Regen warten Meeresmuseen und Erlebnisbäder.</p>',
      },
      { type: 'hotel_teasers', title: 'Unsere Familienhotels an der Ostsee', region: 'ostsee', limit: 9 },
      { type: 'article_teasers', title: 'Ostsee-Reisetipps', region: 'ostsee', limit: 3 },
      {
        type: 'faq',
        title: 'Fragen zum Familienurlaub an der Ostsee',
        items: [
          {
            question: 'Welche Orte eignen sich besonders für Familien?',
            answer:
              'Kühlungsborn, Zingst und Scharbeutz haben flache, bewachte Strände und viele Angebote für Kinder.',
          },
          {
            question: 'Muss ich Kurtaxe bezahlen?',
            answer:
              'Ja, die meisten Ostseebäder erheben eine Kurabgabe pro Person und Nacht. Kinder sind meist befreit oder zahlen weniger. Den Betrag sehen Sie im Preisüberblick.',
          },
        ],
      },
    ],
  },
  {
    path: 'angebote/fruehbucher',
    title: 'Frühbucher-Angebote',
    seo_title: 'Frühbucher-Angebote: jetzt früh buchen und sparen',
    seo_description:
      'Frühbucher-Angebote für Hotels und Rundreisen: Sichern Sie sich die besten Zimmer und Preise für die kommende Saison.',
    footer_group: null,
    blocks: [
      {
        type: 'hero',
        title: 'Früh buchen, mehr erleben',
        subtitle:
          'Die schönsten Zimmer und Termine sind früh vergeben – sichern Sie sich Ihren Wunschurlaub.',
        image: 'img:toskana-zypressen',
        cta_label: 'Angebote ansehen',
        cta_href: '/hotel?sortierung=preis',
      },
      {
        type: 'richtext',
        html: '<p>Wer früh bucht, hat die größte Auswahl. Viele Hotels gewähren für Buchungen bis zu sechs Monate vor Anreise besondere Preise. Mit dem Flex-Tarif bleiben Sie dabei flexibel.</p><ul><li>Beste Zimmerauswahl</li><li>Günstige Frühbucherpreise</li><li>Kostenlose Stornierung im Flex-Tarif</li></ul>',
      },
      { type: 'hotel_teasers', title: 'Frühbucher-Favoriten', limit: 9 },
      { type: 'round_trip_teasers', title: 'Rundreisen für die nächste Saison', limit: 4 },
    ],
  },
  {
    path: 'angebote/last-minute',
    title: 'Last-Minute-Angebote',
    seo_title: 'Last Minute: kurzfristig verreisen',
    seo_description:
      'Kurzfristig verreisen: freie Hotelzimmer und Rundreisen mit Restplätzen in den nächsten Wochen.',
    footer_group: null,
    blocks: [
      {
        type: 'hero',
        title: 'Spontan weg',
        subtitle: 'Freie Zimmer für die nächsten Wochen – packen Sie die Koffer!',
        image: 'img:kreta-kueste',
        cta_label: 'Freie Hotels',
        cta_href: '/hotel',
      },
      { type: 'hotel_teasers', title: 'Kurzfristig verfügbar', limit: 9 },
      { type: 'round_trip_teasers', title: 'Rundreisen mit Restplätzen', limit: 3 },
      {
        type: 'cta',
        title: 'Newsletter',
        text: 'Erhalten Sie Last-Minute-Angebote als Erste per E-Mail.',
        label: 'Jetzt anmelden',
        href: '/newsletter',
      },
    ],
  },
  {
    path: 'wellnessurlaub',
    title: 'Wellnessurlaub',
    seo_title: 'Wellnessurlaub: Hotels mit Spa und Sauna',
    seo_description: 'Wellnesshotels mit Spa, Sauna und Pool im Schwarzwald, an der Ostsee und in den Alpen.',
    footer_group: null,
    blocks: [
      {
        type: 'hero',
        title: 'Zeit für sich',
        subtitle: 'Wellnesshotels mit Spa, Sauna und Pool.',
        image: 'img:wellness-pool',
        cta_label: 'Wellnesshotels',
        cta_href: '/hotel/thema/wellness',
      },
      { type: 'hotel_teasers', title: 'Wellness an der Ostsee', theme: 'wellness/ostsee', limit: 6 },
      { type: 'article_teasers', title: 'Wellness-Tipps', category: 'wellness', limit: 3 },
    ],
  },
  {
    path: 'rundreisen',
    title: 'Rundreisen',
    seo_title: 'Rundreisen: Europa und Fernreisen in kleinen Gruppen',
    seo_description:
      'Rundreisen mit deutschsprachiger Reiseleitung: Island, Schottland, Norwegen, Andalusien und weite Ziele – mit festen Terminen und Frühbucherpreisen.',
    footer_group: null,
    blocks: [
      {
        type: 'hero',
        title: 'Die Welt entdecken – gut geplant',
        subtitle: 'Rundreisen mit festen Terminen, ausgewählten Hotels und deutschsprachiger Reiseleitung.',
        image: 'img:norwegen-fjord',
        cta_label: 'Termine ansehen',
        cta_href: '#rundreisen-liste',
      },
      {
        type: 'richtext',
        html: '<p>Auf unseren Rundreisen kümmern wir uns um Route, Hotels und Transfers – Sie genießen die Landschaft. Jede Reise gibt es in mindestens zwei Varianten, etwa kompakt oder ausführlich, und zu mehreren Terminen im Jahr.</p>',
      },
      { type: 'round_trip_teasers', title: 'Alle Rundreisen', limit: 12 },
      {
        type: 'faq',
        title: 'Häufige Fragen zu Rundreisen',
        items: [
          {
            question: 'Wie groß sind die Reisegruppen?',
            answer:
              'Je nach Reise reisen Sie mit 8 bis 24 Gästen. Die Teilnehmerzahl steht bei jedem Termin.',
          },
          {
            question: 'Kann ich ein Einzelzimmer buchen?',
            answer: 'Ja, gegen den beim Termin genannten Einzelzimmerzuschlag.',
          },
        ],
      },
    ],
  },
  {
    path: 'kontakt',
    title: 'Kontakt',
    seo_title: 'Kontakt und Beratung',
    seo_description: 'So erreichen Sie das Reiseportal: telefonische Beratung, E-Mail und Anschrift.',
    footer_group: null,
    blocks: [
      {
        type: 'richtext',
        html: '<h2>Wir beraten Sie gern</h2><p>Unser Serviceteam erreichen Sie montags bis freitags von 9 bis 18 Uhr und samstags von 10 bis 14 Uhr unter <a href="tel:+4930123456780">030 123456780</a> oder per E-Mail an <a href="mailto:service@reiseportal.example">service@reiseportal.example</a>.</p><p>Reiseportal GmbH<br>Musterstraße 12<br>10115 Berlin</p>',
      },
      {
        type: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Wie ändere ich meine Buchung?',
            answer: 'Melden Sie sich in Ihrem Konto an oder schreiben Sie uns mit Ihrer Vorgangsnummer.',
          },
          {
            question: 'Wann erhalte ich meine Reiseunterlagen?',
            answer:
              'Hotelgutscheine erhalten Sie sofort nach der Buchung, Unterlagen für Rundreisen etwa drei Wochen vor Abreise.',
          },
        ],
      },
    ],
  },
  {
    path: 'so-sortieren-wir',
    title: 'So sortieren wir Hotels',
    seo_title: 'So sortieren wir: die Reihenfolge „Empfohlen“',
    seo_description:
      'Wie die Sortierung „Empfohlen“ in der Hotelsuche entsteht: Hauptparameter und ihre Gewichtung nach § 5b UWG.',
    footer_group: null,
    blocks: [
      {
        type: 'richtext',
        html:
          '<p>In der Hotelsuche können Sie die Reihenfolge selbst wählen: nach Preis, Gästebewertung oder Sternen. Voreingestellt ist „Empfohlen“. Hier erklären wir nach § 5b Abs. 2 UWG, wie diese Reihenfolge zustande kommt.</p>' +
          '<h2>Die Hauptparameter und ihre Gewichtung</h2><ul>' +
          '<li><strong>Gästebewertung</strong> (stärkstes Gewicht): der Durchschnitt der Bewertungen von Gästen, die im Hotel übernachtet haben, auf einer Skala von 0 bis 10.</li>' +
          '<li><strong>Sterne</strong> (mittleres Gewicht): die offizielle Hotelklassifizierung.</li>' +
          '<li><strong>Anzahl der Bewertungen</strong> (geringeres Gewicht): viele Bewertungen machen den Durchschnitt verlässlicher.</li>' +
          '<li><strong>Einschätzung unserer Redaktion</strong> (geringes Gewicht): etwa Lage, Zustand und Rückmeldungen unserer Kundinnen und Kunden.</li>' +
          '</ul>' +
          '<h2>Was keinen Einfluss hat</h2><p>Hotels können sich keinen besseren Platz kaufen: Provisionen oder Zahlungen der Hotels beeinflussen die Reihenfolge „Empfohlen“ nicht. Ihre Filter (zum Beispiel Preis, Verpflegung oder kostenlose Stornierung) bestimmen, welche Hotels erscheinen, aber nicht deren Reihenfolge untereinander.</p>',
      },
      {
        type: 'cta',
        title: 'Jetzt Hotels vergleichen',
        text: 'Wählen Sie die Sortierung, die zu Ihnen passt.',
        label: 'Zur Hotelsuche',
        href: '/hotel',
      },
    ],
  },
]

export const LEGAL_PAGES: PageData[] = [
  {
    path: 'impressum',
    title: 'Impressum',
    seo_title: 'Impressum',
    seo_description: 'Anbieterkennzeichnung der Reiseportal GmbH nach § 5 DDG.',
    footer_group: 'legal',
    blocks: legal(
      '<h2>Angaben gemäß § 5 DDG</h2><p>Reiseportal GmbH<br>Musterstraße 12<br>10115 Berlin<br>Deutschland</p>' +
        '<h2>Vertreten durch</h2><p>Die Geschäftsführer Dr. Katrin Lehmann und Stefan Brandt</p>' +
        '<h2>Kontakt</h2><p>Telefon: 030 123456780<br>E-Mail: <a href="mailto:info@reiseportal.example">info@reiseportal.example</a></p>' +
        '<h2>Registereintrag</h2><p>Eintragung im Handelsregister.<br>Registergericht: Amtsgericht Charlottenburg<br>Registernummer: HRB 123456 B</p>' +
        '<h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE 123 456 789</p>' +
        '<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2><p>Dr. Katrin Lehmann, Musterstraße 12, 10115 Berlin</p>' +
        '<h2>Insolvenzabsicherung</h2><p>Die Kundengelder für Pauschalreisen sind abgesichert über den Deutschen Reisesicherungsfonds (DRSF). Den Sicherungsschein erhalten Sie mit Ihrer Buchungsbestätigung.</p>' +
        '<h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>' +
        '<h2>Haftung für Inhalte</h2><p>Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Bei Bekanntwerden von Rechtsverletzungen werden wir diese Inhalte umgehend entfernen.</p>' +
        '<h2>Bildnachweis</h2><p>Alle Illustrationen auf dieser Website sind Eigenproduktionen der Reiseportal GmbH.</p>',
    ),
  },
  {
    path: 'datenschutz',
    title: 'Datenschutzerklärung',
    seo_title: 'Datenschutzerklärung',
    seo_description: 'Informationen zur Verarbeitung personenbezogener Daten nach Art. 13 DSGVO.',
    footer_group: 'legal',
    blocks: legal(
      '<h2>1. Verantwortlicher</h2><p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Reiseportal GmbH, Musterstraße 12, 10115 Berlin, E-Mail: <a href="mailto:datenschutz@reiseportal.example">datenschutz@reiseportal.example</a>.</p>' +
        '<h2>2. Datenschutzbeauftragter</h2><p>Unseren Datenschutzbeauftragten erreichen Sie unter der oben genannten Anschrift mit dem Zusatz „Datenschutzbeauftragter“ oder per E-Mail.</p>' +
        '<h2>3. Zwecke und Rechtsgrundlagen der Verarbeitung</h2><p>Wir verarbeiten Ihre Daten, um Buchungen und Anfragen abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO) und um unsere Website sicher und stabil zu betreiben (Art. 6 Abs. 1 lit. f DSGVO).</p>' +
        '<h2>4. Server-Logfiles</h2><p>Beim Aufruf der Website speichert unser Server vorübergehend die IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite und den verwendeten Browser. Diese Daten werden nach spätestens sieben Tagen gelöscht.</p>' +
        '<h2>5. Kundenkonto und Buchung</h2><p>Für ein Kundenkonto benötigen wir Ihren Namen und Ihre E-Mail-Adresse. Bei einer Buchung übermitteln wir die erforderlichen Daten der Reisenden an den jeweiligen Leistungsträger (Hotel, Reiseveranstalter).</p>' +
        '<h2>6. Cookies und Karten</h2><p>Wir verwenden nur technisch notwendige Cookies für Anmeldung und Merkzettel. Kartenausschnitte werden erst nach Ihrer Einwilligung geladen (Art. 6 Abs. 1 lit. a DSGVO); die Einwilligung können Sie jederzeit widerrufen.</p>' +
        '<h2>7. Speicherdauer</h2><p>Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen bestehen (in der Regel sechs bzw. zehn Jahre für Buchungsunterlagen).</p>' +
        '<h2>8. Ihre Rechte</h2><ul><li>Auskunft (Art. 15 DSGVO)</li><li>Berichtigung (Art. 16 DSGVO)</li><li>Löschung (Art. 17 DSGVO)</li><li>Einschränkung der Verarbeitung (Art. 18 DSGVO)</li><li>Datenübertragbarkeit (Art. 20 DSGVO)</li><li>Widerspruch (Art. 21 DSGVO)</li></ul><p>Sie haben zudem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.</p>',
    ),
  },
  {
    // Art. 250 § 2 EGBGB, Anlage 11: what the traveller must be told before a package-travel contract.
    path: 'formblatt-pauschalreise',
    title: 'Formblatt zur Unterrichtung bei Pauschalreisen',
    seo_title: 'Formblatt Pauschalreise (Art. 250 § 2 EGBGB)',
    seo_description:
      'Ihre wichtigsten Rechte bei Pauschalreisen nach § 651a BGB und der Richtlinie (EU) 2015/2302: das Formblatt nach Art. 250 § 2 EGBGB.',
    footer_group: 'legal',
    blocks: legal(
      '<p><strong>Formblatt zur Unterrichtung des Reisenden bei einer Pauschalreise nach § 651a des Bürgerlichen Gesetzbuchs (Art. 250 § 2 Abs. 1 EGBGB)</strong></p>' +
        '<p>Bei der Ihnen angebotenen Kombination von Reiseleistungen handelt es sich um eine Pauschalreise im Sinne der Richtlinie (EU) 2015/2302. Daher können Sie alle EU-Rechte in Anspruch nehmen, die für Pauschalreisen gelten. Die Reiseportal GmbH trägt die volle Verantwortung für die ordnungsgemäße Durchführung der gesamten Pauschalreise.</p>' +
        '<p>Zudem verfügt die Reiseportal GmbH über die gesetzlich vorgeschriebene Absicherung für die Rückzahlung Ihrer Zahlungen und, falls der Transport in der Pauschalreise inbegriffen ist, zur Sicherstellung Ihrer Rückbeförderung im Fall ihrer Zahlungsunfähigkeit.</p>' +
        '<h2>Wichtigste Rechte nach der Richtlinie (EU) 2015/2302</h2><ul>' +
        '<li>Die Reisenden erhalten alle wesentlichen Informationen über die Pauschalreise vor Abschluss des Pauschalreisevertrags.</li>' +
        '<li>Es haftet immer mindestens ein Unternehmer für die ordnungsgemäße Erbringung aller im Vertrag inbegriffenen Reiseleistungen.</li>' +
        '<li>Die Reisenden erhalten eine Notruftelefonnummer oder Angaben zu einer Kontaktstelle, über die sie sich mit dem Reiseveranstalter oder dem Reisebüro in Verbindung setzen können.</li>' +
        '<li>Die Reisenden können die Pauschalreise – innerhalb einer angemessenen Frist und unter Umständen unter zusätzlichen Kosten – auf eine andere Person übertragen.</li>' +
        '<li>Der Preis der Pauschalreise darf nur erhöht werden, wenn bestimmte Kosten (zum Beispiel Treibstoffpreise) sich erhöhen und wenn dies im Vertrag ausdrücklich vorgesehen ist, und in jedem Fall bis spätestens 20 Tage vor Beginn der Pauschalreise. Wenn die Preiserhöhung 8 % des Pauschalreisepreises übersteigt, kann der Reisende vom Vertrag zurücktreten. Wenn sich ein Reiseveranstalter das Recht auf eine Preiserhöhung vorbehält, hat der Reisende das Recht auf eine Preissenkung, wenn die entsprechenden Kosten sich verringern.</li>' +
        '<li>Die Reisenden können ohne Zahlung einer Rücktrittsgebühr vom Vertrag zurücktreten und erhalten eine volle Erstattung aller Zahlungen, wenn einer der wesentlichen Bestandteile der Pauschalreise mit Ausnahme des Preises erheblich geändert wird. Wenn der für die Pauschalreise verantwortliche Unternehmer die Pauschalreise vor Beginn der Pauschalreise absagt, haben die Reisenden Anspruch auf eine Kostenerstattung und unter Umständen auf eine Entschädigung.</li>' +
        '<li>Die Reisenden können bei Eintritt außergewöhnlicher Umstände vor Beginn der Pauschalreise ohne Zahlung einer Rücktrittsgebühr vom Vertrag zurücktreten, beispielsweise wenn am Bestimmungsort schwerwiegende Sicherheitsprobleme bestehen, die die Pauschalreise voraussichtlich beeinträchtigen.</li>' +
        '<li>Zudem können die Reisenden jederzeit vor Beginn der Pauschalreise gegen Zahlung einer angemessenen und vertretbaren Rücktrittsgebühr vom Vertrag zurücktreten.</li>' +
        '<li>Können nach Beginn der Pauschalreise wesentliche Bestandteile der Pauschalreise nicht vereinbarungsgemäß durchgeführt werden, so sind dem Reisenden angemessene andere Vorkehrungen ohne Mehrkosten anzubieten. Der Reisende kann ohne Zahlung einer Rücktrittsgebühr vom Vertrag zurücktreten (in der Bundesrepublik Deutschland heißt dieses Recht „Kündigung“), wenn Leistungen nicht gemäß dem Vertrag erbracht werden und dies erhebliche Auswirkungen auf die Erbringung der vertraglichen Pauschalreiseleistungen hat und der Reiseveranstalter es versäumt, Abhilfe zu schaffen.</li>' +
        '<li>Der Reisende hat Anspruch auf eine Preisminderung und/oder auf Schadenersatz, wenn die Reiseleistungen nicht oder nicht ordnungsgemäß erbracht werden.</li>' +
        '<li>Der Reiseveranstalter leistet dem Reisenden Beistand, wenn dieser sich in Schwierigkeiten befindet.</li>' +
        '<li>Im Fall der Zahlungsunfähigkeit des Reiseveranstalters oder – in einigen Mitgliedstaaten – des Reisevermittlers werden Zahlungen zurückerstattet. Tritt die Zahlungsunfähigkeit des Reiseveranstalters oder, sofern einschlägig, des Reisevermittlers nach Beginn der Pauschalreise ein und ist die Beförderung Bestandteil der Pauschalreise, so wird die Rückbeförderung der Reisenden gewährleistet.</li>' +
        '</ul>' +
        '<h2>Insolvenzabsicherung</h2><p>Die Reiseportal GmbH hat eine Insolvenzabsicherung mit dem Deutschen Reisesicherungsfonds (DRSF), Berlin, abgeschlossen. Die Reisenden können diese Einrichtung kontaktieren, wenn ihnen Leistungen aufgrund der Zahlungsunfähigkeit der Reiseportal GmbH verweigert werden. Den Sicherungsschein erhalten Sie mit Ihrer Buchungsbestätigung.</p>' +
        '<h2>Rechtsgrundlage</h2><p>Die Richtlinie (EU) 2015/2302 ist in Deutschland in den §§ 651a bis 651y BGB und in Art. 250 bis 253 EGBGB umgesetzt (abrufbar unter <a href="https://www.gesetze-im-internet.de/bgb/">gesetze-im-internet.de</a>).</p>' +
        '<p>Eine Anfrage auf unserer Website ist unverbindlich: Ein Pauschalreisevertrag kommt erst mit Ihrer Buchung und unserer Bestätigung zustande. Vor der Buchung erhalten Sie dieses Formblatt und alle Angaben nach Art. 250 § 3 EGBGB noch einmal mit Ihrem Angebot.</p>',
    ),
  },
  {
    path: 'agb',
    title: 'Reisebedingungen',
    seo_title: 'Reisebedingungen (AGB)',
    seo_description:
      'Allgemeine Geschäfts- und Reisebedingungen der Reiseportal GmbH für Hotelbuchungen und Pauschalreisen.',
    footer_group: 'legal',
    blocks: legal(
      '<p>Die folgenden Bedingungen gelten für Verträge zwischen Ihnen und der Reiseportal GmbH. Bitte lesen Sie sie vor der Buchung sorgfältig.</p>' +
        '<h2>1. Abschluss des Vertrages</h2><p>Mit der Buchung bieten Sie uns den Abschluss eines Vertrages verbindlich an. Der Vertrag kommt mit dem Zugang unserer Buchungsbestätigung zustande, die wir Ihnen per E-Mail senden. Bei Pauschalreisen erhalten Sie zusätzlich das Formblatt nach Art. 250 EGBGB.</p>' +
        '<h2>2. Bezahlung</h2><p>Hotelbuchungen bezahlen Sie mit der Zahlungsart, die Sie bei der Buchung wählen: „Rechnung / Überweisung“ (Sie überweisen den Gesamtpreis nach Erhalt der Rechnung) oder „Zahlung im Hotel“ (Sie zahlen den Gesamtpreis vor Ort im Hotel). Andere Zahlungsarten bieten wir nicht an. Bei Pauschalreisen wird eine Anzahlung von 20 % des Reisepreises fällig, der Restbetrag 30 Tage vor Reisebeginn, jeweils gegen Aushändigung des Sicherungsscheins.</p>' +
        '<h2>3. Leistungen und Preise</h2><p>Der Umfang der Leistungen ergibt sich aus der Beschreibung im Angebot und der Buchungsbestätigung. Bei Hotelbuchungen ist die Kurtaxe (Ortstaxe, Gästebeitrag) im angezeigten Gesamtpreis enthalten und gesondert ausgewiesen.</p>' +
        '<h2>4. Rücktritt durch den Kunden</h2><p>Sie können jederzeit vor Reisebeginn zurücktreten. Im Flex-Tarif ist die Stornierung bis zu der im Angebot genannten Frist kostenfrei. Im Spar-Tarif wird der volle Preis fällig. Bei Rundreisen gelten folgende Pauschalen: bis 30 Tage vor Abreise 20 %, bis 14 Tage 50 %, danach 80 % des Reisepreises.</p>' +
        '<h2>5. Umbuchung und Ersatzperson</h2><p>Bis sieben Tage vor Reisebeginn können Sie verlangen, dass eine Ersatzperson an Ihrer Stelle reist. Für Umbuchungen berechnen wir ein Entgelt von 30 Euro pro Person, sofern der Leistungsträger keine höheren Kosten erhebt.</p>' +
        '<h2>6. Mängel und Abhilfe</h2><p>Zeigen Sie Mängel bitte unverzüglich der Reiseleitung oder dem Hotel an, damit Abhilfe geschaffen werden kann. Unterbleibt die Anzeige schuldhaft, können Minderungsansprüche entfallen.</p>' +
        '<h2>7. Haftung</h2><p>Unsere Haftung für Schäden, die nicht Körperschäden sind und nicht schuldhaft herbeigeführt wurden, ist auf den dreifachen Reisepreis beschränkt.</p>' +
        '<h2>8. Pass-, Visa- und Gesundheitsvorschriften</h2><p>Wir informieren Sie vor der Buchung über die Einreisebestimmungen des Ziellandes für deutsche Staatsangehörige. Für die Einhaltung sind Sie selbst verantwortlich.</p>' +
        '<h2>9. Schlussbestimmungen</h2><p>Es gilt deutsches Recht. Die Unwirksamkeit einzelner Bestimmungen berührt die Wirksamkeit der übrigen Bestimmungen nicht.</p><p>Stand: Januar 2026</p>',
    ),
  },
]
