/**
 * Writes core/collections.ts, the TypeScript types of the Directus collections, from the data model in
 * directus/scripts/schema.ts: one source for the model. `npm run schema:types` after a change to the
 * schema; tests/unit/collections.test.ts fails when the committed file is out of date.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { collections, relations, type FieldDef } from '../directus/scripts/schema.ts'

export const OUTPUT = path.resolve(import.meta.dirname, '..', 'core', 'collections.ts')

/** JSON fields have no shape in Directus; these are the shapes the site writes and reads. */
const JSON_TYPES: Record<string, string> = {
  'hotel_themes.criteria': 'Record<string, unknown>',
  'round_trips.highlights': 'string[]',
  'round_trip_variants.itinerary': 'ItineraryDay[]',
  'round_trip_variants.included_services': 'string[]',
  'round_trip_variants.excluded_services': 'string[]',
  'round_trip_variants.route': "{ type: 'LineString'; coordinates: [number, number][] }",
  'block_faq.items': 'Array<{ question: string; answer: string }>',
  'site_settings.canonical_query_whitelist': 'string[]',
  // an object when the Data Studio saved it (the editorial hook); older values may be anything
  'site_settings.bug_report_options': 'unknown',
  'bookings.children_ages': 'number[]',
  'enquiries.children_ages': 'number[]',
  'bookings.guests': 'Array<{ salutation?: string | null; first_name: string; last_name: string }>',
  'bookings.lead': 'Record<string, string | null>',
  'bookings.price_breakdown':
    '{ nightly?: Array<{ night: string; price: number }>; room_price?: number; tourist_tax?: number }',
  'segments.details': 'Record<string, unknown>',
}

const EXTRA = `export interface ItineraryDay {
  day: number
  title: string
  description: string
  overnight?: string | undefined
}
`

/** The interface of each collection; a new collection needs a name here. */
const TYPE_NAMES: Record<string, string> = {
  regions: 'Region',
  categories: 'Category',
  hotels: 'Hotel',
  hotels_files: 'HotelFile',
  hotel_reviews: 'HotelReview',
  room_types: 'RoomType',
  rates: 'Rate',
  inventory: 'Inventory',
  hotel_themes: 'HotelTheme',
  round_trips: 'RoundTrip',
  round_trips_files: 'RoundTripFile',
  round_trip_variants: 'RoundTripVariant',
  departures: 'Departure',
  enquiries: 'Enquiry',
  folders: 'Folder',
  bookings: 'Booking',
  segments: 'Segment',
  saved_trips: 'SavedTrip',
  articles: 'Article',
  pages: 'Page',
  block_hero: 'BlockHero',
  block_search_hero: 'BlockSearchHero',
  block_richtext: 'BlockRichtext',
  block_hotel_teasers: 'BlockHotelTeasers',
  block_round_trip_teasers: 'BlockRoundTripTeasers',
  block_article_teasers: 'BlockArticleTeasers',
  block_cta: 'BlockCta',
  block_faq: 'BlockFaq',
  block_gallery: 'BlockGallery',
  block_gallery_files: 'BlockGalleryFile',
  pages_blocks: 'PageBlock',
  translations: 'Translation',
  site_settings: 'SiteSettings',
  directus_users: 'UserExtras',
}

const UUID_IDS = new Set(
  collections
    .filter((c) => c.fields.some((f) => f.field === 'id' && f.type === 'uuid'))
    .map((c) => c.collection),
)

function typeName(collection: string): string {
  const name = TYPE_NAMES[collection]
  if (!name) throw new Error(`No type name for collection "${collection}" in scripts/generate-collections.ts`)
  return name
}

function choiceValues(def: FieldDef): string[] | null {
  const choices = (def.meta.options as { choices?: Array<{ value: string }> } | null)?.choices
  if (!choices || def.meta.interface !== 'select-dropdown') return null
  return choices.map((choice) => choice.value)
}

function fieldType(collection: string, def: FieldDef): string {
  const special = (def.meta.special as string[] | null) ?? []
  const relation = relations.find((r) => r.collection === collection && r.field === def.field)
  if (relation) {
    // The item of a many-to-any junction: its id as text, or the item of one of the allowed collections.
    if (relation.related_collection === null) {
      const allowed = (relation.meta.one_allowed_collections as string[] | undefined) ?? []
      return ['string', ...allowed.map(typeName)].join(' | ')
    }
    // Files and users are Directus's own: the site only ever reads their ids.
    if (relation.related_collection.startsWith('directus_')) return 'string'
    return `${def.type === 'uuid' ? 'string' : 'number'} | ${typeName(relation.related_collection)}`
  }
  if (['o2m', 'files', 'm2m', 'm2a'].some((kind) => special.includes(kind))) {
    const many = relations.find((r) => r.related_collection === collection && r.meta.one_field === def.field)
    if (!many) throw new Error(`No relation behind ${collection}.${def.field}`)
    const id = UUID_IDS.has(many.collection) ? 'string' : 'number'
    return `${id}[] | ${typeName(many.collection)}[]`
  }
  const choices = choiceValues(def)
  if (choices) return choices.map((value) => `'${value}'`).join(' | ')
  switch (def.type) {
    case 'integer':
    case 'bigInteger':
    case 'float':
      return 'number'
    // Numbers on SQLite, strings on PostgreSQL: each collection's mapper turns them into numbers.
    case 'decimal':
      return 'number | string'
    case 'boolean':
      return 'boolean'
    // The SDK's own markers: they choose the filter operators and come back as strings and string lists.
    case 'csv':
      return "'csv'"
    case 'date':
      return "'date'"
    case 'timestamp':
    case 'dateTime':
      return "'datetime'"
    case 'json':
      return JSON_TYPES[`${collection}.${def.field}`] ?? 'unknown'
    default:
      return 'string'
  }
}

function isNullable(def: FieldDef): boolean {
  if (def.field === 'id' || def.type === 'alias') return false
  if (def.type === 'boolean' && def.schema?.default_value !== undefined) return false
  return def.schema?.is_nullable !== false
}

export function renderCollections(): string {
  const blocks: string[] = []
  const schemaLines: string[] = []
  for (const collection of collections) {
    const name = typeName(collection.collection)
    const lines = collection.fields.map((def) => {
      const type = fieldType(collection.collection, def)
      return `  ${def.field}: ${type}${isNullable(def) ? ' | null' : ''}`
    })
    blocks.push(`export interface ${name} {\n${lines.join('\n')}\n}\n`)
    const singleton = (collection.meta as { singleton?: boolean } | null)?.singleton === true
    const system = collection.meta === null
    schemaLines.push(`  ${collection.collection}: ${name}${singleton || system ? '' : '[]'}`)
  }
  return [
    '// Generated by scripts/generate-collections.ts from directus/scripts/schema.ts: do not edit by hand.',
    '// Run `npm run schema:types` after changing the schema. Relations are `id | object`, because Directus',
    '// returns the id unless the field is expanded.',
    '',
    EXTRA,
    ...blocks,
    `export interface Schema {\n${schemaLines.join('\n')}\n}\n`,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(OUTPUT, renderCollections())
  console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}`)
}
