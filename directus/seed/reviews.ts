/**
 * Guests' reviews for the seeded hotels: three to six per published hotel, with German texts put together
 * from what guests of such hotels write, and category scores around the hotel's overall rating.
 * Deterministic per hotel (its own PRNG stream), so other seeded values do not move.
 */
import type { Row } from './generate.ts'
import { Rng } from './prng.ts'
import { addDays } from '../../core/hotel-search.ts'
import { MAX_SCORE, REVIEW_SCORE_KEYS, type ReviewScore, type TravellerType } from '../../core/reviews.ts'

const AUTHORS = [
  'Sabine K.',
  'Thomas M.',
  'Anja W.',
  'Markus B.',
  'Claudia R.',
  'Jens H.',
  'Petra S.',
  'Michael L.',
  'Katrin F.',
  'Stefan G.',
  'Ulrike D.',
  'Frank N.',
  'Julia P.',
  'Dirk A.',
  'Monika E.',
]

type Tone = 'good' | 'mixed' | 'poor'

/** Sentences per category and tone; the review's scores decide which tone each category gets. */
const SENTENCES: Record<ReviewScore, Record<Tone, string[]>> = {
  score_cleanliness: {
    good: [
      'Das Zimmer war blitzsauber, das Bad wirkte wie neu.',
      'Alles war sehr gepflegt, täglich frische Handtücher.',
    ],
    mixed: ['Sauber war es, nur im Bad hätte man gründlicher wischen können.'],
    poor: ['Leider war das Zimmer bei der Ankunft nicht richtig gereinigt.'],
  },
  score_location: {
    good: [
      'Die Lage ist ideal: zu Fuß ist man in wenigen Minuten im Ort.',
      'Ruhig gelegen und trotzdem nah an allem, was man braucht.',
    ],
    mixed: ['Zum Zentrum läuft man ein gutes Stück, mit dem Auto ist das kein Problem.'],
    poor: ['Die Straße vor dem Haus ist abends recht laut.'],
  },
  score_service: {
    good: [
      'Das Team an der Rezeption war herzlich und hatte gute Ausflugstipps.',
      'Sehr freundliches Personal, unser Wunsch nach einem späten Check-out wurde gern erfüllt.',
    ],
    mixed: ['Der Service war freundlich, beim Check-in mussten wir aber länger warten.'],
    poor: ['Auf unsere Fragen kam an der Rezeption oft nur eine knappe Antwort.'],
  },
  score_room: {
    good: ['Das Zimmer war geräumig, das Bett sehr bequem.', 'Schönes Zimmer mit Balkon und viel Licht.'],
    mixed: ['Das Zimmer war zweckmäßig eingerichtet, etwas in die Jahre gekommen.'],
    poor: ['Das Zimmer war kleiner als auf den Bildern und hellhörig.'],
  },
  score_value: {
    good: ['Für das Gebotene ist der Preis absolut fair.'],
    mixed: ['Preis und Leistung passen, ein Schnäppchen ist es nicht.'],
    poor: ['Für diesen Preis hätten wir mehr erwartet.'],
  },
  score_breakfast: {
    good: [
      'Das Frühstück war reichhaltig, mit regionalen Produkten und frisch zubereiteten Eiern.',
      'Beim Frühstück blieb kein Wunsch offen.',
    ],
    mixed: ['Das Frühstück war in Ordnung, könnte aber abwechslungsreicher sein.'],
    poor: ['Das Frühstücksbuffet wurde nach acht Uhr kaum noch aufgefüllt.'],
  },
}

const TITLES: Record<Tone, string[]> = {
  good: ['Rundum gelungen', 'Wir kommen wieder', 'Sehr zu empfehlen', 'Ein Ort zum Wohlfühlen'],
  mixed: ['Gut, mit kleinen Abstrichen', 'Solide Unterkunft', 'Insgesamt zufrieden'],
  poor: ['Leider enttäuscht', 'Nicht ganz, was wir erwartet hatten'],
}

const OPENINGS: Record<TravellerType, string> = {
  paar: 'Wir waren zu zweit hier.',
  familie: 'Wir waren mit unseren Kindern hier.',
  allein: 'Ich war allein unterwegs.',
  freunde: 'Wir waren mit Freunden für ein paar Tage hier.',
  geschaeftlich: 'Ich war beruflich in der Gegend.',
}
const TYPES = Object.keys(OPENINGS) as TravellerType[]

const tone = (score: number): Tone => (score >= 8 ? 'good' : score >= 6 ? 'mixed' : 'poor')

/** The reviews of the published hotels among `hotels` (keys as generate.ts writes them). */
export function generateReviews(hotels: Row[], today: string, seed: number): Row[] {
  const reviews: Row[] = []
  for (const hotel of hotels) {
    if (hotel.status !== 'published') continue
    const rng = new Rng(`${seed}:reviews:${String(hotel._key)}`)
    const rating = typeof hotel.rating === 'number' ? hotel.rating : 8
    const breakfast = Array.isArray(hotel.board_types) && hotel.board_types.length > 1
    for (let n = rng.int(3, 6); n > 0; n--) {
      const travellerType = rng.pick(TYPES)
      const scores = Object.fromEntries(
        REVIEW_SCORE_KEYS.map((key) => [
          key,
          key === 'score_breakfast' && !breakfast
            ? null
            : Math.min(MAX_SCORE, Math.max(4, Math.round(rating + rng.float(-1.8, 1.4)))),
        ]),
      ) as Record<ReviewScore, number | null>
      const given = Object.values(scores).filter((score): score is number => score !== null)
      const mean = given.reduce((sum, score) => sum + score, 0) / given.length
      const topics = rng.sample(
        REVIEW_SCORE_KEYS.filter((key) => scores[key] !== null),
        3,
      )
      const text = [
        OPENINGS[travellerType],
        ...topics.map((key) => rng.pick(SENTENCES[key][tone(scores[key] ?? mean)])),
      ].join(' ')
      reviews.push({
        _key: `review:${String(hotel._key)}:${n}`,
        hotel: hotel._key,
        status: 'published',
        author: rng.pick(AUTHORS),
        traveller_type: travellerType,
        travelled_in: `${addDays(today, -rng.int(20, 400)).slice(0, 7)}-01`,
        title: rng.pick(TITLES[tone(mean)]),
        text,
        ...scores,
      })
    }
  }
  return reviews
}
