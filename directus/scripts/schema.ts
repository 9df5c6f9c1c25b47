/**
 * The content model of docs/content-model.md as code. `applySchema` creates through the REST API whatever
 * collection, field or relation is missing and leaves existing ones untouched (except the few settings it
 * manages: a collection's content versioning, the meta of UPDATED_FIELD_META), so it can run on every start.
 * Run directly: DIRECTUS_URL=… DIRECTUS_ADMIN_TOKEN=… tsx directus/scripts/schema.ts
 */
import { pathToFileURL } from 'node:url'

import { createApi, type Api } from './api.ts'
import { VERSIONED_COLLECTIONS } from './versions.ts'
import { BUG_REPORT_PROJECT_PATTERN } from '../../core/bug-report.ts'
import { site } from '../../core/copy/site.ts'
import { HOME_PAGE_PATH, homePageBlocks } from '../../core/home-page.ts'
import { AMENITIES, BOARDS } from '../../core/hotel-codes.ts'
import { BLOCK_COLLECTION_NAMES, blockItemsFromList } from '../../core/page-blocks.ts'
import { MAX_SCORE, REVIEW_SCORE_KEYS, REVIEW_SCORES, TRAVELLER_TYPES } from '../../core/reviews.ts'
import { TRIP_ROOMS } from '../../core/round-trip-rooms.ts'

export { AMENITIES, BOARDS }

type Json = Record<string, unknown>

export interface FieldDef {
  field: string
  type: string
  meta: Json
  schema: Json | null
}

export interface RelationDef {
  collection: string
  field: string
  /** null for the item field of a many-to-any junction */
  related_collection: string | null
  meta: Json
  schema: { on_delete: 'SET NULL' | 'CASCADE' | 'NO ACTION' } | null
}

export interface CollectionDef {
  collection: string
  /** null for system collections (directus_users) that only get extra fields. */
  meta: Json | null
  fields: FieldDef[]
}

interface FieldOpts {
  note?: string
  required?: boolean
  unique?: boolean
  indexed?: boolean
  default?: unknown
  width?: 'half' | 'full'
  hidden?: boolean
  readonly?: boolean
  interface?: string
  options?: Json | null
  display?: string
  displayOptions?: Json | null
  special?: string[]
  length?: number
  /** A Directus filter the value must meet (checked on every save), and the message when it does not. */
  validation?: Json
  validationMessage?: string
}

const relations: RelationDef[] = []

function field(name: string, type: string, label: string, o: FieldOpts = {}, schema: Json = {}): FieldDef {
  return {
    field: name,
    type,
    meta: {
      interface: o.interface ?? 'input',
      options: o.options ?? null,
      display: o.display ?? null,
      display_options: o.displayOptions ?? null,
      special: o.special ?? null,
      note: o.note ?? null,
      required: o.required ?? false,
      hidden: o.hidden ?? false,
      readonly: o.readonly ?? false,
      width: o.width ?? 'full',
      translations: [{ language: 'de-DE', translation: label }],
      ...(o.validation ? { validation: o.validation, validation_message: o.validationMessage ?? null } : {}),
    },
    schema: {
      is_nullable: !o.required,
      is_unique: o.unique ?? false,
      is_indexed: o.indexed ?? false,
      ...(o.default === undefined ? {} : { default_value: o.default }),
      ...(o.length ? { max_length: o.length } : {}),
      ...schema,
    },
  }
}

const choices = (entries: Record<string, string>) =>
  Object.entries(entries).map(([value, text]) => ({ value, text }))

const intId = (): FieldDef => ({
  field: 'id',
  type: 'integer',
  meta: { hidden: true, readonly: true, interface: 'input' },
  schema: { is_primary_key: true, has_auto_increment: true },
})

const uuidId = (): FieldDef => ({
  field: 'id',
  type: 'uuid',
  meta: { hidden: true, readonly: true, interface: 'input', special: ['uuid'] },
  schema: { is_primary_key: true, length: 36, has_auto_increment: false },
})

const string = (name: string, label: string, o: FieldOpts = {}) => field(name, 'string', label, o)
const text = (name: string, label: string, o: FieldOpts = {}) =>
  field(name, 'text', label, { interface: 'input-multiline', ...o })
const html = (name: string, label: string, o: FieldOpts = {}) =>
  field(name, 'text', label, {
    interface: 'input-rich-text-html',
    options: { toolbar: ['bold', 'italic', 'h2', 'h3', 'numlist', 'bullist', 'link', 'removeformat'] },
    ...o,
  })
const integer = (name: string, label: string, o: FieldOpts = {}) =>
  field(name, 'integer', label, { width: 'half', ...o })
const float = (name: string, label: string, o: FieldOpts = {}) =>
  field(name, 'float', label, { width: 'half', ...o })
const decimal = (name: string, label: string, o: FieldOpts = {}, precision = 10, scale = 2) =>
  field(
    name,
    'decimal',
    label,
    { width: 'half', ...o },
    { numeric_precision: precision, numeric_scale: scale },
  )
const money = (name: string, label: string, o: FieldOpts = {}) =>
  decimal(name, label, { options: { iconRight: 'euro', step: 0.01 }, ...o })
const boolean = (name: string, label: string, o: FieldOpts = {}) =>
  field(name, 'boolean', label, {
    interface: 'boolean',
    special: ['cast-boolean'],
    width: 'half',
    default: false,
    ...o,
  })
const date = (name: string, label: string, o: FieldOpts = {}) =>
  field(name, 'date', label, {
    interface: 'datetime',
    display: 'datetime',
    displayOptions: { format: 'long' },
    width: 'half',
    ...o,
  })
const json = (name: string, label: string, o: FieldOpts = {}) =>
  field(name, 'json', label, {
    interface: 'input-code',
    options: { language: 'JSON', lineNumber: true },
    special: ['cast-json'],
    ...o,
  })
/** A list of codes stored as comma-separated text: unlike JSON it can be filtered with `_contains`. */
const codeList = (name: string, label: string, values: Record<string, string>, o: FieldOpts = {}) =>
  field(name, 'csv', label, {
    interface: 'select-multiple-checkbox',
    options: { choices: choices(values) },
    display: 'labels',
    displayOptions: { choices: choices(values) },
    special: ['cast-csv'],
    ...o,
  })
const tags = (name: string, label: string, o: FieldOpts = {}) =>
  json(name, label, { interface: 'tags', options: null, display: 'labels', ...o })
const select = (name: string, label: string, values: Record<string, string>, o: FieldOpts = {}) =>
  string(name, label, {
    interface: 'select-dropdown',
    options: { choices: choices(values) },
    display: 'labels',
    displayOptions: { choices: choices(values) },
    width: 'half',
    ...o,
  })
const slug = (name = 'slug', label = 'URL-Kürzel', o: FieldOpts = {}) =>
  string(name, label, {
    required: true,
    unique: true,
    options: { slug: true, font: 'monospace', trim: true },
    note: 'Teil der Adresse: nur Kleinbuchstaben, Ziffern und Bindestriche, eindeutig.',
    width: 'half',
    ...o,
  })
const sort = () => integer('sort', 'Reihenfolge', { hidden: true })
const dateCreated = () =>
  field('date_created', 'timestamp', 'Erstellt am', {
    special: ['date-created'],
    interface: 'datetime',
    readonly: true,
    display: 'datetime',
    displayOptions: { relative: true },
    width: 'half',
  })
const dateUpdated = () =>
  field('date_updated', 'timestamp', 'Zuletzt geändert', {
    special: ['date-created', 'date-updated'],
    interface: 'datetime',
    readonly: true,
    display: 'datetime',
    displayOptions: { relative: true },
    width: 'half',
  })

const PUBLISH_STATES = { published: 'Veröffentlicht', draft: 'Entwurf', archived: 'Archiviert' }
const status = () =>
  select('status', 'Status', PUBLISH_STATES, {
    required: true,
    default: 'draft',
    indexed: true,
    note: 'Nur „Veröffentlicht“ ist auf der Website sichtbar.',
  })

/**
 * "Veröffentlichen am" and "Zurückziehen am": the editorial hook changes the status when the time comes
 * (core/schedule.ts) and clears the time it applied.
 */
const scheduleFields = (): FieldDef[] => [
  field('publish_on', 'timestamp', 'Veröffentlichen am', {
    interface: 'datetime',
    display: 'datetime',
    width: 'half',
    indexed: true,
    note: 'Zu dieser Zeit wird veröffentlicht; die Website zeigt es etwa eine Minute später. Leer = von Hand.',
  }),
  field('unpublish_on', 'timestamp', 'Zurückziehen am', {
    interface: 'datetime',
    display: 'datetime',
    width: 'half',
    indexed: true,
    note: 'Wird zu dieser Zeit archiviert und verschwindet von der Website; leer = bleibt.',
  }),
]

const SALUTATIONS = { frau: 'Frau', herr: 'Herr', divers: 'Divers' }

interface M2oOpts extends FieldOpts {
  onDelete?: NonNullable<RelationDef['schema']>['on_delete']
  /** name of the o2m alias field on the related collection */
  oneField?: string
  template?: string
}

/** A many-to-one field; its relation is registered for applySchema. */
function m2o(collection: string, name: string, related: string, label: string, o: M2oOpts = {}): FieldDef {
  const isUser = related === 'directus_users'
  const isFile = related === 'directus_files'
  relations.push({
    collection,
    field: name,
    related_collection: related,
    meta: { one_field: o.oneField ?? null, sort_field: null, one_deselect_action: 'nullify' },
    schema: { on_delete: o.onDelete ?? 'SET NULL' },
  })
  const relatedIsUuid = isUser || isFile || UUID_COLLECTIONS.has(related)
  return field(name, relatedIsUuid ? 'uuid' : 'integer', label, {
    special: [isFile ? 'file' : 'm2o'],
    interface: isFile ? 'file-image' : 'select-dropdown-m2o',
    options: isFile
      ? null
      : {
          template: o.template ?? (isUser ? '{{first_name}} {{last_name}} ({{email}})' : null),
          enableCreate: false,
        },
    display: isFile ? 'image' : isUser ? 'user' : 'related-values',
    displayOptions: isFile || isUser ? null : { template: o.template ?? null },
    width: 'half',
    ...o,
  })
}

const file = (collection: string, name: string, label: string, note = 'Bild aus der Dateibibliothek.') =>
  m2o(collection, name, 'directus_files', label, { note })

/** o2m alias on the "one" side; the matching m2o passes `oneField` with the same name. */
const o2m = (name: string, label: string, template: string, o: Json = {}): FieldDef => ({
  field: name,
  type: 'alias',
  meta: {
    special: ['o2m'],
    interface: 'list-o2m',
    options: { template, enableSelect: false, ...o },
    display: 'related-values',
    display_options: { template },
    width: 'full',
    translations: [{ language: 'de-DE', translation: label }],
  },
  schema: null,
})

/** A gallery: the m2m alias `images` to directus_files through `<collection>_files` (relations below). */
const gallery = (note = 'Bildergalerie; die Reihenfolge ist die Reihenfolge auf der Website.'): FieldDef => ({
  field: 'images',
  type: 'alias',
  meta: {
    special: ['files'],
    interface: 'files',
    display: 'related-values',
    width: 'full',
    note,
    translations: [{ language: 'de-DE', translation: 'Bilder' }],
  },
  schema: null,
})

/** The junction collection of a gallery, hidden in the Data Studio; `extra`: fields of each image there. */
function galleryJunction(
  owner: string,
  ownerLabel: string,
  singular: string,
  plural: string,
  extra: FieldDef[] = [],
): CollectionDef {
  return {
    collection: `${owner}_files`,
    meta: {
      ...collectionMeta({
        icon: 'import_export',
        singular,
        plural,
        note: `Verknüpfung ${ownerLabel} ↔ Datei (Galerie).`,
        hidden: true,
      }),
      sort_field: 'sort',
    },
    fields: [
      intId(),
      {
        ...field(`${owner}_id`, 'integer', ownerLabel, { hidden: true, indexed: true }),
        meta: { hidden: true },
      },
      { ...field('directus_files_id', 'uuid', 'Datei', { hidden: true }), meta: { hidden: true } },
      { ...sort(), meta: { hidden: true } },
      ...extra,
    ],
  }
}

const UUID_COLLECTIONS = new Set(['enquiries', 'folders', 'bookings', 'segments', 'saved_trips'])

function collectionMeta(o: {
  icon: string
  singular: string
  plural: string
  note: string
  template?: string
  sortField?: boolean
  archive?: boolean
  hidden?: boolean
  singleton?: boolean
  group?: string
}): Json {
  return {
    icon: o.icon,
    note: o.note,
    display_template: o.template ?? null,
    hidden: o.hidden ?? false,
    singleton: o.singleton ?? false,
    sort_field: o.sortField ? 'sort' : null,
    accountability: 'all',
    versioning: false,
    ...(o.archive
      ? {
          archive_field: 'status',
          archive_value: 'archived',
          unarchive_value: 'draft',
          archive_app_filter: true,
        }
      : {}),
    translations: [{ language: 'de-DE', translation: o.plural, singular: o.singular, plural: o.plural }],
  }
}

// Editors choose the widget's project; the site ignores (and logs) a value that is no project id as well.
const BUG_REPORT_PROJECT_FIELD: FieldOpts = {
  width: 'half',
  note: 'Die Projekt-ID beim Anbieter des Fehlermelde-Widgets (Marker.io), z. B. 5f1a2b3c4d5e6f7a8b9c0d1e. Woher das Skript kommt, legt der Betrieb fest (BUG_REPORT_SCRIPT_URL).',
  validation: {
    _or: [
      { bug_report_project_id: { _null: true } },
      { bug_report_project_id: { _regex: BUG_REPORT_PROJECT_PATTERN.source } },
    ],
  },
  validationMessage: 'Bitte nur die Projekt-ID: Buchstaben, Ziffern, - und _, höchstens 64 Zeichen.',
}

/** A block collection of landing pages: hidden in the navigation, edited from its page's blocks. */
function blockCollection(
  collection: string,
  singular: string,
  plural: string,
  icon: string,
  fields: FieldDef[],
) {
  return {
    collection,
    meta: collectionMeta({
      icon,
      singular,
      plural,
      note: `Block „${singular}“ von Seiten; bearbeitet in den Inhaltsblöcken der Seite.`,
      ...(fields.some((f) => f.field === 'title') ? { template: '{{title}}' } : {}),
      hidden: true,
    }),
    fields: [intId(), ...fields],
  } satisfies CollectionDef
}

const teaserLimit = () =>
  integer('limit', 'Anzahl', { default: 6, note: 'Wie viele Einträge der Block zeigt (1–12).' })
const blockTitle = () => string('title', 'Überschrift', { required: true })
/** A teaser list's link to the whole list beside its heading, and the heading's anchor. */
const moreLink = () => [
  string('more_label', 'Link zur ganzen Liste: Text', {
    width: 'half',
    note: 'z. B. „Alle Hotels ansehen“; leer = kein Link.',
  }),
  string('more_href', 'Link zur ganzen Liste: Ziel', { width: 'half', note: 'z. B. /hotel' }),
  string('anchor', 'Sprungmarke', {
    width: 'half',
    note: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. „beliebte-hotels“ für Links auf /…#beliebte-hotels.',
    options: { font: 'monospace', trim: true },
  }),
]

/** The block collections of `pages.blocks` (core/page-blocks.ts) and their junction `pages_blocks`. */
const PAGE_BLOCK_COLLECTIONS: CollectionDef[] = [
  blockCollection('block_hero', 'Titelbild', 'Titelbilder', 'panorama', [
    string('title', 'Überschrift', {
      required: true,
      note: 'Als erster Block der Seite ist sie deren Hauptüberschrift.',
    }),
    text('subtitle', 'Untertitel'),
    file('block_hero', 'image', 'Bild'),
    string('cta_label', 'Schaltfläche: Text', { width: 'half' }),
    string('cta_href', 'Schaltfläche: Ziel', {
      width: 'half',
      note: 'Adresse auf der Website (z. B. /hotel) oder https://…',
    }),
  ]),
  blockCollection('block_search_hero', 'Titel mit Hotelsuche', 'Titel mit Hotelsuche', 'travel_explore', [
    string('title', 'Überschrift', {
      required: true,
      note: 'Als erster Block der Seite ist sie deren Hauptüberschrift.',
    }),
    text('text', 'Text'),
    string('search_label', 'Suchknopf: Text', { required: true, width: 'half' }),
  ]),
  blockCollection('block_richtext', 'Text', 'Texte', 'notes', [html('html', 'Text')]),
  blockCollection('block_hotel_teasers', 'Hotel-Auswahl', 'Hotel-Auswahlen', 'hotel', [
    blockTitle(),
    string('region', 'Region (URL-Kürzel)', {
      width: 'half',
      note: 'z. B. „ostsee“; leer = alle Regionen.',
    }),
    string('theme', 'Thema (Pfad)', {
      width: 'half',
      note: 'z. B. „familie/nordsee“: Hotels der ersten Region des Themas, wenn keine Region gewählt ist.',
    }),
    boolean('featured', 'Nur empfohlene Hotels'),
    teaserLimit(),
    ...moreLink(),
  ]),
  blockCollection('block_round_trip_teasers', 'Rundreisen-Auswahl', 'Rundreisen-Auswahlen', 'route', [
    blockTitle(),
    teaserLimit(),
    ...moreLink(),
  ]),
  blockCollection('block_article_teasers', 'Reisetipp-Auswahl', 'Reisetipp-Auswahlen', 'article', [
    blockTitle(),
    string('category', 'Kategorie (URL-Kürzel)', { width: 'half', note: 'Leer = alle Kategorien.' }),
    string('region', 'Region (URL-Kürzel)', { width: 'half', note: 'Leer = alle Regionen.' }),
    teaserLimit(),
    ...moreLink(),
  ]),
  blockCollection('block_cta', 'Handlungsaufruf', 'Handlungsaufrufe', 'campaign', [
    blockTitle(),
    text('text', 'Text'),
    string('label', 'Schaltfläche: Text', { required: true, width: 'half' }),
    string('href', 'Schaltfläche: Ziel', { required: true, width: 'half' }),
  ]),
  blockCollection('block_faq', 'Häufige Fragen', 'Häufige Fragen', 'quiz', [
    blockTitle(),
    json('items', 'Fragen und Antworten', {
      interface: 'list',
      options: {
        template: '{{question}}',
        addLabel: 'Frage hinzufügen',
        fields: [
          {
            field: 'question',
            name: 'Frage',
            type: 'string',
            meta: { field: 'question', type: 'string', interface: 'input', width: 'full', required: true },
          },
          {
            field: 'answer',
            name: 'Antwort',
            type: 'text',
            meta: {
              field: 'answer',
              type: 'text',
              interface: 'input-multiline',
              width: 'full',
              required: true,
            },
          },
        ],
      },
    }),
  ]),
  blockCollection('block_gallery', 'Bildergalerie', 'Bildergalerien', 'photo_library', [
    blockTitle(),
    gallery(
      'Bilder aus der Dateibibliothek, in der Reihenfolge der Website. Zu jedem Bild (anklicken) einen Alternativtext; ein Bild ohne ihn zeigt die Website nicht.',
    ),
  ]),
  galleryJunction('block_gallery', 'Bildergalerie', 'Galeriebild', 'Galeriebilder', [
    string('alt', 'Alternativtext', {
      required: true,
      note: 'Was auf dem Bild zu sehen ist, für Menschen, die es nicht sehen, z. B. „Strandkörbe am Ostseestrand bei Sonnenuntergang“.',
    }),
    string('caption', 'Bildunterschrift', { note: 'Leer = keine Bildunterschrift.' }),
  ]),
  {
    collection: 'pages_blocks',
    meta: {
      ...collectionMeta({
        icon: 'import_export',
        singular: 'Seitenblock',
        plural: 'Seitenblöcke',
        note: 'Verknüpfung Seite ↔ Block, in der Reihenfolge der Seite.',
        hidden: true,
      }),
      sort_field: 'sort',
    },
    fields: [
      intId(),
      { ...field('pages_id', 'integer', 'Seite', { hidden: true, indexed: true }), meta: { hidden: true } },
      { ...string('collection', 'Blockart', { hidden: true, length: 64 }), meta: { hidden: true } },
      { ...string('item', 'Block', { hidden: true }), meta: { hidden: true } },
      { ...sort(), meta: { hidden: true } },
    ],
  },
]

relations.push(
  {
    collection: 'pages_blocks',
    field: 'pages_id',
    related_collection: 'pages',
    meta: { one_field: 'blocks', junction_field: 'item', sort_field: 'sort', one_deselect_action: 'delete' },
    schema: { on_delete: 'CASCADE' },
  },
  {
    collection: 'pages_blocks',
    field: 'item',
    related_collection: null,
    meta: {
      one_field: null,
      one_collection_field: 'collection',
      one_allowed_collections: BLOCK_COLLECTION_NAMES,
      junction_field: 'pages_id',
      sort_field: null,
      one_deselect_action: 'nullify',
    },
    schema: null,
  },
)

export const collections: CollectionDef[] = [
  {
    collection: 'regions',
    meta: collectionMeta({
      icon: 'map',
      singular: 'Region',
      plural: 'Regionen',
      note: 'Reiseregionen wie „Ostsee“ oder „Allgäu“.',
      template: '{{name}}',
      sortField: true,
      archive: true,
    }),
    fields: [
      intId(),
      status(),
      slug(),
      string('name', 'Name', { required: true, width: 'half' }),
      string('country', 'Land', {
        required: true,
        width: 'half',
        note: 'Land der Region, z. B. „Deutschland“.',
      }),
      text('teaser', 'Anreißer', { note: 'Ein bis zwei Sätze für Übersichten.' }),
      text('description', 'Beschreibung'),
      file('regions', 'image', 'Bild'),
      float('latitude', 'Breitengrad'),
      float('longitude', 'Längengrad'),
      sort(),
    ],
  },
  {
    collection: 'categories',
    meta: collectionMeta({
      icon: 'category',
      singular: 'Kategorie',
      plural: 'Kategorien',
      note: 'Themen der Reisetipps, z. B. „Familienurlaub“.',
      template: '{{name}}',
      sortField: true,
    }),
    fields: [
      intId(),
      slug(),
      string('name', 'Name', { required: true, width: 'half' }),
      text('description', 'Beschreibung'),
      sort(),
    ],
  },
  {
    collection: 'hotels',
    meta: collectionMeta({
      icon: 'hotel',
      singular: 'Hotel',
      plural: 'Hotels',
      note: 'Hotels mit Zimmern, Tarifen und Bildern.',
      template: '{{name}} ({{city}})',
      archive: true,
    }),
    fields: [
      intId(),
      status(),
      ...scheduleFields(),
      slug(),
      string('name', 'Name', { required: true, width: 'half' }),
      integer('stars', 'Sterne', {
        required: true,
        indexed: true,
        interface: 'slider',
        options: { minValue: 1, maxValue: 5, stepInterval: 1 },
        note: '1 bis 5 Sterne.',
      }),
      m2o('hotels', 'region', 'regions', 'Region', { indexed: true, template: '{{name}}' }),
      string('city', 'Ort', { required: true, indexed: true, width: 'half' }),
      string('address', 'Straße und Hausnummer', { width: 'half' }),
      string('postal_code', 'PLZ', { width: 'half' }),
      string('country', 'Land', { width: 'half' }),
      float('latitude', 'Breitengrad'),
      float('longitude', 'Längengrad'),
      text('teaser', 'Anreißer', { note: 'Ein bis zwei Sätze für die Trefferliste.' }),
      html('description', 'Beschreibung'),
      codeList('amenities', 'Ausstattung', AMENITIES),
      codeList('board_types', 'Verpflegungsarten', BOARDS),
      decimal(
        'rating',
        'Bewertung',
        { indexed: true, note: 'Durchschnitt der Gästebewertungen, 0 bis 10.' },
        3,
        1,
      ),
      integer('review_count', 'Anzahl Bewertungen', { default: 0 }),
      file('hotels', 'hero_image', 'Titelbild'),
      gallery(),
      o2m('room_types', 'Zimmertypen', '{{name}}', { enableSelect: false }),
      o2m('reviews', 'Bewertungen mit Text', '{{title}} ({{author}})', { enableSelect: false }),
      string('check_in', 'Check-in ab', { width: 'half', note: 'Uhrzeit, z. B. „15:00“.' }),
      string('check_out', 'Check-out bis', { width: 'half', note: 'Uhrzeit, z. B. „11:00“.' }),
      string('phone', 'Telefon', {
        width: 'half',
        note: 'Für die Gäste: steht in der Buchungsbestätigung und im Voucher, z. B. „+49 38393 1234“.',
      }),
      html('policies', 'Hotelrichtlinien'),
      money('tourist_tax', 'Kurtaxe', { note: 'Pro Person und Nacht in EUR.' }),
      money('price_from', 'Preis ab', {
        indexed: true,
        note: 'Günstigster Preis pro Nacht in EUR aus den Raten; wird bei jeder Änderung der Raten neu berechnet (ohne Raten gilt der eingetragene Wert).',
      }),
      money('price_to', 'Preis bis', {
        hidden: true,
        readonly: true,
        note: 'Höchster Preis pro Nacht in EUR aus den Raten, für die Sortierung nach Preis absteigend; wird von der Erweiterung search-indexes gepflegt.',
      }),
      float('recommended_score', 'Empfehlungswert', {
        indexed: true,
        note: 'Sortierung „Empfohlen“: höher steht weiter oben.',
      }),
      boolean('featured', 'Hervorgehoben'),
      integer('search_flags', 'Suchmerkmale', {
        hidden: true,
        readonly: true,
        note: 'Ausstattung, Verpflegung und kostenlose Stornierung als Bits für die Suche; wird von der Erweiterung search-indexes gepflegt.',
      }),
      integer('room_fits', 'Belegungen der Zimmer', {
        hidden: true,
        readonly: true,
        note: 'Welche Belegungen (Erwachsene und Kinder pro Zimmer) ein Zimmertyp des Hotels aufnimmt, als Bits für die Preissortierung; wird von der Erweiterung search-indexes gepflegt.',
      }),
      dateUpdated(),
    ],
  },
  galleryJunction('hotels', 'Hotel', 'Hotelbild', 'Hotelbilder'),
  {
    collection: 'room_types',
    meta: collectionMeta({
      icon: 'bed',
      singular: 'Zimmertyp',
      plural: 'Zimmertypen',
      note: 'Zimmerkategorien eines Hotels mit Kontingent.',
      template: '{{name}} – {{hotel.name}}',
      sortField: true,
    }),
    fields: [
      intId(),
      m2o('room_types', 'hotel', 'hotels', 'Hotel', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        oneField: 'room_types',
        template: '{{name}}',
      }),
      string('name', 'Name', { required: true, width: 'half' }),
      text('description', 'Beschreibung'),
      integer('max_adults', 'Max. Erwachsene', { required: true }),
      integer('max_children', 'Max. Kinder', { required: true, default: 0 }),
      integer('max_occupancy', 'Max. Belegung', { required: true }),
      integer('size_sqm', 'Größe (m²)'),
      string('beds', 'Betten', { width: 'half', note: 'z. B. „1 Doppelbett“.' }),
      file('room_types', 'image', 'Bild'),
      integer('allotment', 'Kontingent', {
        required: true,
        default: 1,
        note: 'Anzahl Zimmer dieses Typs; frei = Kontingent − gebucht.',
      }),
      o2m('rates', 'Tarife', '{{name}} ({{season_from}} – {{season_to}})'),
      sort(),
    ],
  },
  {
    collection: 'hotel_reviews',
    meta: collectionMeta({
      icon: 'reviews',
      singular: 'Bewertung',
      plural: 'Bewertungen',
      note: 'Bewertungen von Gästen mit Text und Noten je Kategorie; die Hotelseite zeigt die veröffentlichten.',
      template: '{{title}} – {{hotel.name}}',
    }),
    fields: [
      intId(),
      m2o('hotel_reviews', 'hotel', 'hotels', 'Hotel', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        oneField: 'reviews',
        template: '{{name}}',
      }),
      select(
        'status',
        'Status',
        { published: 'Veröffentlicht', draft: 'Entwurf' },
        {
          required: true,
          default: 'published',
          indexed: true,
        },
      ),
      string('author', 'Name', {
        required: true,
        width: 'half',
        note: 'Vorname und Initial, z. B. „Sabine K.“.',
      }),
      select('traveller_type', 'Reiseart', TRAVELLER_TYPES),
      date('travelled_in', 'Aufenthalt', { note: 'Der Monat des Aufenthalts.' }),
      string('title', 'Überschrift', { required: true }),
      text('text', 'Text', { required: true }),
      ...REVIEW_SCORE_KEYS.map((key) =>
        integer(key, REVIEW_SCORES[key], {
          required: key !== 'score_breakfast',
          note: `1 bis ${MAX_SCORE}.`,
          validation: {
            _or: [
              { [key]: { _null: true } },
              { _and: [{ [key]: { _gte: 1 } }, { [key]: { _lte: MAX_SCORE } }] },
            ],
          },
          validationMessage: `Bitte eine Note von 1 bis ${MAX_SCORE} eingeben.`,
        }),
      ),
      dateCreated(),
    ],
  },
  {
    collection: 'rates',
    meta: collectionMeta({
      icon: 'sell',
      singular: 'Tarif',
      plural: 'Tarife',
      note: 'Preise je Zimmertyp, Verpflegung und Saison.',
      template: '{{name}} · {{board}} · {{season_from}}',
    }),
    fields: [
      intId(),
      m2o('rates', 'room_type', 'room_types', 'Zimmertyp', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        oneField: 'rates',
        template: '{{name}}',
      }),
      string('name', 'Name', {
        required: true,
        width: 'half',
        note: 'z. B. „Flex-Tarif“ oder „Spar-Tarif“.',
      }),
      select('board', 'Verpflegung', BOARDS, { required: true, default: 'room_only' }),
      date('season_from', 'Saison von', { indexed: true, required: true }),
      date('season_to', 'Saison bis', { indexed: true, required: true }),
      money('price_per_night', 'Preis pro Nacht', { required: true, note: 'Pro Zimmer und Nacht in EUR.' }),
      integer('free_cancellation_days', 'Kostenlos stornierbar bis (Tage vorher)', {
        note: 'Leer = nicht erstattbar.',
      }),
      integer('min_nights', 'Mindestaufenthalt (Nächte)', { default: 1 }),
    ],
  },
  {
    collection: 'inventory',
    meta: collectionMeta({
      icon: 'event_available',
      singular: 'Belegung',
      plural: 'Belegung',
      note: 'Nur Nächte mit Buchungen oder Sperre; frei = Kontingent − gebucht.',
      template: '{{night}} · {{room_type.name}}',
    }),
    fields: [
      intId(),
      m2o('inventory', 'room_type', 'room_types', 'Zimmertyp', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        template: '{{name}}',
      }),
      date('night', 'Nacht', { required: true, indexed: true }),
      integer('rooms_booked', 'Gebuchte Zimmer', { required: true, default: 0 }),
      boolean('closed', 'Gesperrt', { note: 'Gesperrte Nächte sind nicht buchbar.' }),
      string('slot', 'Schlüssel', {
        required: true,
        unique: true,
        options: { font: 'monospace' },
        note: '„{Zimmertyp-ID}:{Nacht}“, z. B. „12:2026-07-01“; eindeutig, verhindert doppelte Zeilen.',
      }),
    ],
  },
  {
    collection: 'hotel_themes',
    meta: collectionMeta({
      icon: 'travel_explore',
      singular: 'Hotelthema',
      plural: 'Hotelthemen',
      note: 'Themenseiten unter /hotel/thema/…, beliebig tief verschachtelt.',
      template: '{{title}} ({{path}})',
      sortField: true,
      archive: true,
    }),
    fields: [
      intId(),
      status(),
      string('path', 'Pfad', {
        required: true,
        unique: true,
        options: { font: 'monospace', trim: true },
        width: 'half',
        note: 'z. B. „wellness“ oder „wellness/ostsee“, ohne Schrägstrich am Anfang.',
      }),
      m2o('hotel_themes', 'parent', 'hotel_themes', 'Übergeordnetes Thema', {
        indexed: true,
        oneField: 'children',
        template: '{{title}}',
      }),
      o2m('children', 'Unterthemen', '{{title}}'),
      string('title', 'Titel', { required: true, width: 'half' }),
      html('intro', 'Einleitung'),
      string('seo_title', 'SEO-Titel', { width: 'half' }),
      text('seo_description', 'SEO-Beschreibung'),
      json('criteria', 'Filterkriterien', {
        note: '{"regions": [Kürzel], "amenities": [Codes], "stars_min": n, "boards": [Codes], "rating_min": n}',
      }),
      file('hotel_themes', 'image', 'Bild'),
      sort(),
    ],
  },
  {
    collection: 'round_trips',
    meta: collectionMeta({
      icon: 'route',
      singular: 'Rundreise',
      plural: 'Rundreisen',
      note: 'Rundreisen mit Varianten und Terminen.',
      template: '{{title}}',
      sortField: true,
      archive: true,
    }),
    fields: [
      intId(),
      status(),
      ...scheduleFields(),
      slug(),
      string('title', 'Titel', { required: true, width: 'half' }),
      m2o('round_trips', 'region', 'regions', 'Region', { indexed: true, template: '{{name}}' }),
      string('country', 'Land', { width: 'half' }),
      text('teaser', 'Anreißer'),
      html('description', 'Beschreibung'),
      tags('highlights', 'Höhepunkte', { note: 'Eine Zeile je Höhepunkt.' }),
      file('round_trips', 'hero_image', 'Titelbild'),
      gallery(),
      boolean('featured', 'Hervorgehoben'),
      o2m('variants', 'Varianten', '{{title}} ({{days}} Tage)'),
      sort(),
    ],
  },
  galleryJunction('round_trips', 'Rundreise', 'Rundreisebild', 'Rundreisebilder'),
  {
    collection: 'round_trip_variants',
    meta: collectionMeta({
      icon: 'alt_route',
      singular: 'Reisevariante',
      plural: 'Reisevarianten',
      note: 'Varianten einer Rundreise (Dauer, Programm, Leistungen).',
      template: '{{title}}',
      sortField: true,
    }),
    fields: [
      intId(),
      m2o('round_trip_variants', 'round_trip', 'round_trips', 'Rundreise', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        oneField: 'variants',
        template: '{{title}}',
      }),
      slug(),
      string('title', 'Titel', { required: true, width: 'half' }),
      integer('days', 'Reisetage', { required: true }),
      integer('min_participants', 'Mindestteilnehmerzahl', {
        note: 'Wird sie bis 30 Tage vor Beginn nicht erreicht, kann die Reise abgesagt werden.',
      }),
      json('itinerary', 'Reiseverlauf', {
        interface: 'list',
        options: {
          template: 'Tag {{day}}: {{title}}',
          fields: [
            { field: 'day', name: 'Tag', type: 'integer', meta: { interface: 'input', width: 'half' } },
            { field: 'title', name: 'Titel', type: 'string', meta: { interface: 'input', width: 'half' } },
            {
              field: 'description',
              name: 'Beschreibung',
              type: 'text',
              meta: { interface: 'input-multiline', width: 'full' },
            },
            {
              field: 'overnight',
              name: 'Übernachtung',
              type: 'string',
              meta: { interface: 'input', width: 'full' },
            },
          ],
        },
      }),
      tags('included_services', 'Inklusivleistungen'),
      tags('excluded_services', 'Nicht enthalten'),
      json('route', 'Route', { note: 'GeoJSON-LineString, Koordinaten als [Länge, Breite].' }),
      file('round_trip_variants', 'hero_image', 'Titelbild'),
      money('price_from', 'Preis ab', { note: 'Pro Person im Doppelzimmer in EUR.' }),
      o2m('departures', 'Termine', '{{start_date}} – {{end_date}}'),
      sort(),
    ],
  },
  {
    collection: 'departures',
    meta: collectionMeta({
      icon: 'event',
      singular: 'Termin',
      plural: 'Termine',
      note: 'Abreisetermine einer Reisevariante.',
      template: '{{start_date}} – {{end_date}}',
    }),
    fields: [
      intId(),
      m2o('departures', 'variant', 'round_trip_variants', 'Reisevariante', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        oneField: 'departures',
        template: '{{title}}',
      }),
      date('start_date', 'Beginn', { required: true, indexed: true }),
      date('end_date', 'Ende', { required: true }),
      money('price_per_person', 'Preis pro Person', { required: true, note: 'Im Doppelzimmer, in EUR.' }),
      money('single_supplement', 'Einzelzimmerzuschlag'),
      money('triple_reduction', 'Ermäßigung im Dreibettzimmer', {
        note: 'Pro Person, in EUR. Leer: kein Dreibettzimmer.',
      }),
      money('child_price', 'Kinderpreis im Familienzimmer', {
        note: 'Pro Kind bis 11 Jahre mit zwei Erwachsenen im Zimmer, in EUR. Leer: kein Familienzimmer.',
      }),
      integer('seats_total', 'Plätze gesamt'),
      integer('seats_left', 'Plätze frei'),
      select(
        'status',
        'Status',
        { bookable: 'Buchbar', few_seats: 'Wenige Plätze', sold_out: 'Ausgebucht', cancelled: 'Abgesagt' },
        { required: true, default: 'bookable', indexed: true },
      ),
      boolean('guaranteed', 'Durchführung garantiert', {
        note: 'Die Mindestteilnehmerzahl ist erreicht: Der Termin findet sicher statt.',
      }),
    ],
  },
  {
    collection: 'enquiries',
    meta: collectionMeta({
      icon: 'contact_mail',
      singular: 'Anfrage',
      plural: 'Anfragen',
      note: 'Rundreise-Anfragen von Kundinnen und Kunden (personenbezogen).',
      template: '{{first_name}} {{last_name}} · {{date_created}}',
    }),
    fields: [
      uuidId(),
      m2o('enquiries', 'departure', 'departures', 'Termin', { indexed: true, template: '{{start_date}}' }),
      integer('adults', 'Erwachsene', { default: 2 }),
      integer('children', 'Kinder', { default: 0 }),
      json('children_ages', 'Alter der Kinder', { note: 'Alter bei Reisebeginn, z. B. [8, 12].' }),
      select('room', 'Zimmerwunsch', TRIP_ROOMS),
      money('price_total', 'Reisepreis laut Website', {
        note: 'Für alle Reisenden im gewünschten Zimmer, wie die Website ihn beim Absenden nannte.',
        readonly: true,
      }),
      boolean('waitlist', 'Warteliste', { note: 'Der Termin war beim Absenden ausgebucht.' }),
      select('salutation', 'Anrede', SALUTATIONS),
      string('first_name', 'Vorname', { width: 'half' }),
      string('last_name', 'Nachname', { width: 'half', required: true }),
      string('email', 'E-Mail', { width: 'half', required: true }),
      string('phone', 'Telefon', { width: 'half' }),
      text('message', 'Nachricht'),
      m2o('enquiries', 'user', 'directus_users', 'Konto', {
        indexed: true,
        note: 'Leer bei Anfragen ohne Anmeldung.',
      }),
      select('status', 'Status', { new: 'Neu', answered: 'Beantwortet' }, { required: true, default: 'new' }),
      dateCreated(),
    ],
  },
  {
    collection: 'folders',
    meta: collectionMeta({
      icon: 'folder_shared',
      singular: 'Vorgang',
      plural: 'Vorgänge',
      note: 'Buchungsvorgänge (personenbezogen).',
      template: '{{number}} · {{email}}',
    }),
    fields: [
      uuidId(),
      string('number', 'Vorgangsnummer', {
        required: true,
        unique: true,
        width: 'half',
        options: { font: 'monospace' },
        note: 'z. B. „RP-2026-K7M2-9QXD“ (ältere Vorgänge: „RP-2026-000123“).',
      }),
      m2o('folders', 'user', 'directus_users', 'Konto', {
        indexed: true,
        note: 'Leer bei Gastbuchungen, bis sie einem bestätigten Konto mit gleicher E-Mail zugeordnet werden.',
      }),
      string('email', 'E-Mail', { required: true, indexed: true, width: 'half' }),
      field('email_confirmed', 'timestamp', 'E-Mail-Adresse bestätigt am', {
        interface: 'datetime',
        readonly: true,
        display: 'datetime',
        width: 'half',
        note: 'Bei Gastbuchungen: wann die Adresse über den Link der Buchungsbestätigung bestätigt wurde. Erst dann erhält ein Konto mit dieser Adresse den Vorgang.',
      }),
      select(
        'status',
        'Status',
        { open: 'Offen', closed: 'Abgeschlossen' },
        { required: true, default: 'open' },
      ),
      o2m('bookings', 'Buchungen', '{{hotel.name}} {{arrival}} – {{departure}}'),
      dateCreated(),
    ],
  },
  {
    collection: 'bookings',
    meta: collectionMeta({
      icon: 'luggage',
      singular: 'Buchung',
      plural: 'Buchungen',
      note: 'Hotelbuchungen eines Vorgangs (personenbezogen).',
      template: '{{hotel.name}} · {{arrival}}',
    }),
    fields: [
      uuidId(),
      m2o('bookings', 'folder', 'folders', 'Vorgang', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        oneField: 'bookings',
        template: '{{number}}',
      }),
      m2o('bookings', 'hotel', 'hotels', 'Hotel', { indexed: true, template: '{{name}}' }),
      m2o('bookings', 'room_type', 'room_types', 'Zimmertyp', { template: '{{name}}' }),
      m2o('bookings', 'rate', 'rates', 'Tarif', { template: '{{name}}' }),
      select('board', 'Verpflegung', BOARDS),
      date('arrival', 'Anreise', { required: true, indexed: true }),
      date('departure', 'Abreise', { required: true }),
      integer('rooms', 'Zimmer', { default: 1 }),
      integer('adults', 'Erwachsene', { default: 2 }),
      json('children_ages', 'Alter der Kinder', { note: 'Liste von Zahlen, z. B. [4, 9].' }),
      json('guests', 'Reisende', { note: '[{"salutation", "first_name", "last_name"}]' }),
      json('lead', 'Buchende Person', {
        note: 'Anrede, Name, Telefon und Anschrift der buchenden Person (die E-Mail-Adresse steht am Vorgang).',
      }),
      string('arrival_time', 'Ankunftszeit', { width: 'half', note: 'HH:MM, freiwillige Angabe.' }),
      text('wishes', 'Wünsche an das Hotel'),
      money('price_total', 'Gesamtpreis'),
      json('price_breakdown', 'Preisaufstellung', {
        note: '{"nightly": [{"night", "price"}], "room_price", "tourist_tax"}',
      }),
      select('payment_method', 'Zahlungsart', {
        invoice: 'Rechnung / Überweisung',
        hotel: 'Zahlung im Hotel',
      }),
      date('free_cancellation_until', 'Kostenlos stornierbar bis', {
        note: 'Leer: nicht kostenlos stornierbar.',
      }),
      select(
        'status',
        'Status',
        {
          confirmed: 'Bestätigt',
          pending: 'Angefragt',
          cancelled: 'Storniert',
          cancellation_requested: 'Stornierung angefragt',
        },
        { required: true, default: 'pending' },
      ),
      string('idempotency_key', 'Formular-Schlüssel', {
        unique: true,
        hidden: true,
        readonly: true,
        note: 'Ein Schlüssel je gezeigtem Buchungsformular: dasselbe Formular bucht nur einmal.',
      }),
      o2m('segments', 'Reiseabschnitte', '{{sort}}. {{title}}'),
      dateCreated(),
    ],
  },
  {
    collection: 'segments',
    meta: {
      ...collectionMeta({
        icon: 'timeline',
        singular: 'Reiseabschnitt',
        plural: 'Reiseabschnitte',
        note: 'Abschnitte einer Buchung (Aufenthalt, Transfer …).',
        template: '{{title}}',
      }),
      sort_field: 'sort',
    },
    fields: [
      uuidId(),
      m2o('segments', 'booking', 'bookings', 'Buchung', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
        oneField: 'segments',
      }),
      integer('sort', 'Reihenfolge'),
      select(
        'kind',
        'Art',
        { stay: 'Aufenthalt', transfer: 'Transfer', flight: 'Flug', excursion: 'Ausflug' },
        { default: 'stay' },
      ),
      string('title', 'Titel'),
      date('start_date', 'Beginn'),
      date('end_date', 'Ende'),
      json('details', 'Details'),
    ],
  },
  {
    collection: 'saved_trips',
    meta: collectionMeta({
      icon: 'favorite',
      singular: 'Gespeicherte Reise',
      plural: 'Gespeicherte Reisen',
      note: 'Merkliste der Kundinnen und Kunden (personenbezogen).',
      template: '{{hotel.name}}{{round_trip.title}}',
    }),
    fields: [
      uuidId(),
      m2o('saved_trips', 'user', 'directus_users', 'Konto', {
        required: true,
        indexed: true,
        onDelete: 'CASCADE',
      }),
      m2o('saved_trips', 'hotel', 'hotels', 'Hotel', { onDelete: 'CASCADE', template: '{{name}}' }),
      m2o('saved_trips', 'round_trip', 'round_trips', 'Rundreise', {
        onDelete: 'CASCADE',
        template: '{{title}}',
      }),
      dateCreated(),
    ],
  },
  {
    collection: 'articles',
    meta: collectionMeta({
      icon: 'article',
      singular: 'Reisetipp',
      plural: 'Reisetipps',
      note: 'Artikel unter /reisetipps.',
      template: '{{title}}',
      archive: true,
    }),
    fields: [
      intId(),
      status(),
      ...scheduleFields(),
      slug(),
      string('title', 'Titel', { required: true, width: 'half' }),
      text('teaser', 'Anreißer'),
      html('body', 'Text'),
      file('articles', 'hero_image', 'Titelbild'),
      m2o('articles', 'region', 'regions', 'Region', { indexed: true, template: '{{name}}' }),
      m2o('articles', 'category', 'categories', 'Kategorie', { indexed: true, template: '{{name}}' }),
      string('author', 'Autorin/Autor', { width: 'half' }),
      integer('reading_minutes', 'Lesezeit (Minuten)'),
      field('published_at', 'timestamp', 'Veröffentlicht am', {
        interface: 'datetime',
        display: 'datetime',
        width: 'half',
        indexed: true,
      }),
      boolean('featured', 'Empfohlen', { note: 'Erscheint oben auf der Übersicht der Reisetipps.' }),
      string('seo_title', 'SEO-Titel', { width: 'half' }),
      text('seo_description', 'SEO-Beschreibung'),
    ],
  },
  {
    collection: 'pages',
    meta: collectionMeta({
      icon: 'web',
      singular: 'Seite',
      plural: 'Seiten',
      note: 'Landingpages und Rechtstexte; Pfad beliebig tief.',
      template: '{{title}} (/{{path}})',
      archive: true,
    }),
    fields: [
      intId(),
      status(),
      ...scheduleFields(),
      string('path', 'Pfad', {
        required: true,
        unique: true,
        width: 'half',
        options: { font: 'monospace', trim: true },
        note: 'Ohne Schrägstrich am Anfang, z. B. „urlaub/ostsee“; leer ist nicht erlaubt.',
      }),
      string('title', 'Titel', { required: true, width: 'half' }),
      string('seo_title', 'SEO-Titel', { width: 'half' }),
      text('seo_description', 'SEO-Beschreibung'),
      {
        field: 'blocks',
        type: 'alias',
        meta: {
          special: ['m2a'],
          interface: 'list-m2a',
          options: { enableSelect: false },
          display: 'related-values',
          display_options: { template: '{{collection}}' },
          note: 'Die Blöcke der Seite in ihrer Reihenfolge: hinzufügen, bearbeiten, verschieben, entfernen.',
          width: 'full',
          translations: [{ language: 'de-DE', translation: 'Inhaltsblöcke' }],
        },
        schema: null,
      },
      select(
        'footer_group',
        'Fußzeile',
        { legal: 'Rechtliches' },
        {
          note: 'Leer = nicht in der Fußzeile verlinkt.',
          options: { choices: choices({ legal: 'Rechtliches' }), allowNone: true },
        },
      ),
      dateUpdated(),
    ],
  },
  ...PAGE_BLOCK_COLLECTIONS,
  {
    collection: 'translations',
    meta: collectionMeta({
      icon: 'translate',
      singular: 'Übersetzung',
      plural: 'Übersetzungen',
      note: 'Texte der Oberfläche (de-DE) nach Schlüssel.',
      template: '{{key}}',
    }),
    fields: [
      intId(),
      string('key', 'Schlüssel', {
        required: true,
        unique: true,
        options: { font: 'monospace', trim: true },
      }),
      text('value', 'Text (de-DE)'),
    ],
  },
  {
    collection: 'site_settings',
    meta: collectionMeta({
      icon: 'settings',
      singular: 'Website-Einstellungen',
      plural: 'Website-Einstellungen',
      note: 'Name, Adresse, Wartungsmodus und Widgets der Website.',
      singleton: true,
    }),
    fields: [
      intId(),
      string('site_name', 'Name der Website', { width: 'half' }),
      string('site_url', 'Adresse der Website', {
        width: 'half',
        note: 'Ohne Schrägstrich am Ende, z. B. https://www.reiseportal.de',
      }),
      text('description', 'Beschreibung'),
      string('separator', 'Trennzeichen', { width: 'half', default: '-' }),
      string('title_separator', 'Trennzeichen im Seitentitel', { width: 'half', default: '|' }),
      boolean('maintenance', 'Wartungsmodus', { note: 'Wenn aktiv, zeigt die Website /wartungsarbeiten.' }),
      tags('canonical_query_whitelist', 'Erlaubte Parameter in kanonischen URLs'),
      boolean('canonical_lowercase', 'Kanonische URLs kleinschreiben'),
      string('bug_report_project_id', 'Fehlermelde-Widget: Projekt-ID', BUG_REPORT_PROJECT_FIELD),
      json('bug_report_options', 'Fehlermelde-Widget: weitere Einstellungen', {
        note: 'JSON-Objekt, z. B. {"silent": true, "keyboardShortcuts": false}: customData, ssr, beta, networkRecording (Objekte); silent, useNativeScreenshot, keyboardShortcuts, demo (ja/nein); extension (ja/nein oder Objekt).',
      }),
      boolean('visual_editing', 'Visuelles Bearbeiten', {
        note: 'Wenn aktiv, kann die Redaktion Inhalte in der Vorschau (?preview) im visuellen Editor anklicken und bearbeiten.',
      }),
      string('bank_account_holder', 'Rechnung: Kontoinhaber', {
        width: 'half',
        note: 'Bankverbindung für „Rechnung / Überweisung“: steht in der Buchungsbestätigung und im Voucher.',
      }),
      string('bank_name', 'Rechnung: Bank', { width: 'half' }),
      string('bank_iban', 'Rechnung: IBAN', { width: 'half', options: { font: 'monospace', trim: true } }),
      string('bank_bic', 'Rechnung: BIC', { width: 'half', options: { font: 'monospace', trim: true } }),
      integer('payment_due_days', 'Rechnung: Zahlungsziel in Tagen', {
        width: 'half',
        default: 14,
        note: 'Fällig so viele Tage nach der Buchung, spätestens 7 Tage vor der Anreise (core/payment.ts).',
      }),
    ],
  },
  {
    collection: 'directus_users',
    meta: null,
    fields: [
      string('phone', 'Telefon', { width: 'half' }),
      string('street', 'Straße und Hausnummer', { width: 'half' }),
      string('postal_code', 'PLZ', { width: 'half' }),
      string('city', 'Ort', { width: 'half' }),
      string('country', 'Land', { width: 'half' }),
      boolean('email_verified', 'E-Mail-Adresse bestätigt', {
        readonly: true,
        note: 'Bei Anmeldung über einen externen Anbieter: ob dieser die Adresse bestätigt hat. Nur dann erhält das Konto Gastbuchungen mit dieser Adresse.',
      }),
    ],
  },
]

// Editors change the items of these collections in content versions (directus/scripts/versions.ts).
for (const def of collections) {
  if (def.meta && (VERSIONED_COLLECTIONS as readonly string[]).includes(def.collection))
    def.meta.versioning = true
}

// The galleries hotels.images, round_trips.images and block_gallery.images: m2m to directus_files through `<collection>_files`.
for (const owner of ['hotels', 'round_trips', 'block_gallery']) {
  const junction = `${owner}_files`
  relations.push(
    {
      collection: junction,
      field: `${owner}_id`,
      related_collection: owner,
      meta: {
        one_field: 'images',
        junction_field: 'directus_files_id',
        sort_field: 'sort',
        one_deselect_action: 'delete',
      },
      schema: { on_delete: 'CASCADE' },
    },
    {
      collection: junction,
      field: 'directus_files_id',
      related_collection: 'directus_files',
      meta: {
        one_field: null,
        junction_field: `${owner}_id`,
        sort_field: null,
        one_deselect_action: 'nullify',
      },
      schema: { on_delete: 'CASCADE' },
    },
  )
}

export { relations }

/**
 * Fields that left the model: `directus schema apply` drops them from a database set up from the snapshot;
 * applySchema drops them from one set up from this file (the local bootstrap), with their values.
 */
export const RETIRED_FIELDS = [
  // The widget's script host is the operator's setting now (BUG_REPORT_SCRIPT_URL), no editor's.
  { collection: 'site_settings', field: 'bug_report_script_url' },
  // The round-trip domain's host name is the operator's setting (ROUND_TRIP_HOST): the server routes by it
  // before any page reads the settings.
  { collection: 'site_settings', field: 'round_trip_host' },
]

/**
 * Settings of a collection that applySchema keeps as this file says on databases set up earlier too; the
 * rest of a collection's meta (icon, notes, preview URL) is left as it is.
 */
const MANAGED_COLLECTION_META = ['versioning'] as const

/** Fields whose meta changed after databases were set up: applySchema brings it up to date. */
const UPDATED_FIELD_META = [
  { collection: 'site_settings', field: 'bug_report_project_id' },
  { collection: 'enquiries', field: 'room' },
]

/**
 * Relations whose meta changed after databases were set up: applySchema brings it up to date (the block
 * collections a page's blocks may come from).
 */
const UPDATED_RELATION_META = [{ collection: 'pages_blocks', field: 'item' }]

/**
 * Landing pages once kept their blocks as one JSON field `pages.blocks`; its name now belongs to the
 * many-to-any relation. The JSON moves to a hidden field first (a copy, then the old field goes), so that
 * a run that stops half-way loses nothing and the next run goes on from there.
 */
const LEGACY_BLOCKS = 'legacy_blocks'
type Page = { id: number; blocks?: unknown; [LEGACY_BLOCKS]?: unknown }

async function setAsideJsonBlocks(api: Api) {
  const fields = await api.get<{ field: string }[]>('/fields/pages')
  if (!fields.some((f) => f.field === LEGACY_BLOCKS))
    await api.post('/fields/pages', json(LEGACY_BLOCKS, 'Inhaltsblöcke (alt, JSON)', { hidden: true }))
  const pages = await api.get<Page[]>('/items/pages?fields=id,blocks&filter[blocks][_nnull]=true&limit=-1')
  for (const page of pages) await api.patch(`/items/pages/${page.id}`, { [LEGACY_BLOCKS]: page.blocks })
  await api.delete('/fields/pages/blocks')
}

/** Each page's former JSON blocks become block items in their order, in one save per page. */
async function blocksIntoItems(api: Api): Promise<number> {
  const pages = await api.get<Page[]>(
    `/items/pages?fields=id,${LEGACY_BLOCKS}&filter[${LEGACY_BLOCKS}][_nnull]=true&limit=-1`,
  )
  for (const page of pages)
    await api.patch(`/items/pages/${page.id}`, {
      blocks: { create: blockItemsFromList(page[LEGACY_BLOCKS]), update: [], delete: [] },
      [LEGACY_BLOCKS]: null,
    })
  await createHomePage(api)
  await api.delete(`/fields/pages/${LEGACY_BLOCKS}`)
  return pages.length
}

/** The home page of a database from the time it was code: its blocks with the texts it showed. */
async function createHomePage(api: Api) {
  const existing = await api.get<unknown[]>(`/items/pages?filter[path][_eq]=${HOME_PAGE_PATH}&fields=id`)
  if (existing.length > 0) return
  const texts = await api.get<Array<{ key: string; value: string | null }>>(
    '/items/translations?filter[key][_starts_with]=home.&fields=key,value&limit=-1',
  )
  const edited = new Map(texts.map((row) => [row.key, row.value]))
  await api.post('/items/pages', {
    status: 'published',
    path: HOME_PAGE_PATH,
    title: site['nav.home'],
    blocks: blockItemsFromList(homePageBlocks((key) => edited.get(key) || site[key])),
  })
}

export async function applySchema(opts: {
  url: string
  adminToken: string
  log?: (m: string) => void
}): Promise<{ created: string[] }> {
  const log = opts.log ?? (() => {})
  const api = createApi(opts.url, opts.adminToken)
  const created: string[] = []

  const existingCollections = new Map(
    (await api.get<{ collection: string; meta: Json | null }[]>('/collections')).map((c) => [
      c.collection,
      c.meta,
    ]),
  )
  const fieldList = await api.get<{ collection: string; field: string; type: string }[]>('/fields')
  const existingFields = new Set(fieldList.map((f) => `${f.collection}.${f.field}`))
  if (fieldList.some((f) => f.collection === 'pages' && f.field === 'blocks' && f.type === 'json')) {
    await setAsideJsonBlocks(api)
    existingFields.delete('pages.blocks')
    existingFields.add(`pages.${LEGACY_BLOCKS}`)
    created.push(`moved pages.blocks (JSON) to pages.${LEGACY_BLOCKS}`)
  }
  const relationList = await api.get<{ collection: string; field: string; meta: Json | null }[]>('/relations')
  const existingRelations = new Set(relationList.map((r) => `${r.collection}.${r.field}`))

  for (const def of collections) {
    if (def.meta && !existingCollections.has(def.collection)) {
      await api.post('/collections', {
        collection: def.collection,
        meta: def.meta,
        schema: {},
        fields: def.fields,
      })
      created.push(def.collection)
      continue
    }
    const [current, wanted] = [existingCollections.get(def.collection), def.meta]
    if (current && wanted) {
      const changed = MANAGED_COLLECTION_META.filter((key) => current[key] !== wanted[key])
      if (changed.length) {
        const update = Object.fromEntries(changed.map((key) => [key, wanted[key]]))
        await api.patch(`/collections/${def.collection}`, { meta: update })
        created.push(`${def.collection}: ${changed.map((key) => `${key} ${String(update[key])}`).join(', ')}`)
      }
    }
    for (const f of def.fields) {
      if (existingFields.has(`${def.collection}.${f.field}`)) continue
      await api.post(`/fields/${def.collection}`, f)
      created.push(`${def.collection}.${f.field}`)
    }
  }

  for (const { collection, field: name } of RETIRED_FIELDS) {
    if (!existingFields.has(`${collection}.${name}`)) continue
    await api.delete(`/fields/${collection}/${name}`)
    created.push(`removed ${collection}.${name}`)
  }
  for (const { collection, field: name } of UPDATED_FIELD_META) {
    const def = collections.find((c) => c.collection === collection)?.fields.find((f) => f.field === name)
    if (def && existingFields.has(`${collection}.${name}`))
      await api.patch(`/fields/${collection}/${name}`, { meta: def.meta })
  }

  for (const rel of relations) {
    if (existingRelations.has(`${rel.collection}.${rel.field}`)) continue
    await api.post('/relations', rel)
    created.push(`relation ${rel.collection}.${rel.field} → ${rel.related_collection}`)
  }
  for (const { collection, field: name } of UPDATED_RELATION_META) {
    const wanted = relations.find((r) => r.collection === collection && r.field === name)?.meta
    const current = relationList.find((r) => r.collection === collection && r.field === name)?.meta
    if (!wanted || !current) continue
    const changed = Object.keys(wanted).filter(
      (key) => JSON.stringify(current[key]) !== JSON.stringify(wanted[key]),
    )
    if (!changed.length) continue
    await api.patch(`/relations/${collection}/${name}`, {
      meta: Object.fromEntries(changed.map((key) => [key, wanted[key]])),
    })
    created.push(`relation ${collection}.${name}: ${changed.join(', ')}`)
  }

  if (existingFields.has(`pages.${LEGACY_BLOCKS}`)) {
    const pages = await blocksIntoItems(api)
    created.push(`pages: blocks of ${pages} pages as block items, pages.${LEGACY_BLOCKS} removed`)
  }

  log(
    created.length
      ? `Schema: created ${created.length} collections, fields and relations.`
      : 'Schema: up to date.',
  )
  return { created }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DIRECTUS_URL
  const adminToken = process.env.DIRECTUS_ADMIN_TOKEN
  if (!url || !adminToken) {
    console.error('DIRECTUS_URL and DIRECTUS_ADMIN_TOKEN are required.')
    process.exit(1)
  }
  const { created } = await applySchema({ url, adminToken, log: console.log })
  for (const c of created) console.log(`  + ${c}`)
}
