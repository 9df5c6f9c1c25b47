/**
 * Access (roles, policies, permissions), the server user with its static token, and project settings.
 * Idempotent: ids are fixed, the permissions of our own policies are synchronised to exactly the list below.
 * Run directly: DIRECTUS_URL=… DIRECTUS_ADMIN_TOKEN=… DIRECTUS_STATIC_TOKEN=… SITE_URL=… tsx directus/scripts/setup.ts
 */
import { pathToFileURL } from 'node:url'

import { createApi, type Api } from './api.ts'
import { VERSIONED_COLLECTIONS } from './versions.ts'
import { BLOCK_COLLECTION_NAMES, GALLERY_IMAGES } from '../../core/page-blocks.ts'
import { PREVIEW_SHARE_COLLECTIONS } from '../../core/preview-share.ts'
import { POLICY_IDS, PUBLIC_POLICY_ID, ROLE_IDS } from '../../core/roles.ts'

export { ROLE_IDS }

/**
 * The folder of the catalogue's images (and its sub-folders): the only files the server user and
 * customers may read. Uploads go there by default; anything else in the file library stays internal.
 */
export const CATALOGUE_FOLDER_ID = '3f0c6f4e-8a51-4c47-9a3e-2b7d5e1c9a60'
const CATALOGUE_FILES = {
  _or: [{ folder: { _eq: CATALOGUE_FOLDER_ID } }, { folder: { parent: { _eq: CATALOGUE_FOLDER_ID } } }],
}

export const WEBSERVER_USER_ID = 'a82b8033-89ac-4942-8c21-d0b029770436'
// Directus validates e-mail addresses against the IANA TLD list (Joi): `.local`, `.test`, `.localhost` are rejected,
// so the server user lives under the reserved example.com domain (RFC 2606).
export const WEBSERVER_EMAIL = 'webserver@reiseportal.example.com'

/**
 * Where each content collection's items are shown on the site (Directus fills in `{{field}}`). Travel tips
 * and round trips have no one field for their address: /vorschau/<collection>/<id> finds it and redirects.
 */
export const PREVIEW_PATHS: Record<string, string> = {
  pages: '/{{path}}',
  hotels: '/hotel/details/{{id}}',
  hotel_themes: '/hotel/thema/{{path}}',
  round_trips: '/vorschau/round_trips/{{id}}',
  round_trip_variants: '/rundreisen/reise/{{slug}}',
  articles: '/vorschau/articles/{{id}}',
  regions: '/reisetipps/{{slug}}',
  categories: '/reisetipps/{{slug}}',
}

/** The query of every preview URL: preview mode, and the content version the Studio shows. */
export const PREVIEW_QUERY = '?preview&version={{$version}}'

type Filter = Record<string, unknown>
type Action = 'create' | 'read' | 'update' | 'delete' | 'share'

interface Permission {
  collection: string
  action: Action
  permissions: Filter | null
  validation: Filter | null
  presets: Record<string, unknown> | null
  fields: string[]
}

function perm(
  collection: string,
  action: Action,
  o: Partial<Omit<Permission, 'collection' | 'action'>> = {},
): Permission {
  return {
    collection,
    action,
    permissions: o.permissions ?? {},
    validation: o.validation ?? {},
    presets: o.presets ?? null,
    fields: o.fields ?? ['*'],
  }
}

const PUBLISHED = { status: { _eq: 'published' } }
const ME = '$CURRENT_USER'
const OWN = { user: { _eq: ME } }

const catalogueReads: Permission[] = [
  perm('regions', 'read', { permissions: PUBLISHED }),
  perm('categories', 'read'),
  perm('hotels', 'read', { permissions: PUBLISHED }),
  perm('hotels_files', 'read', { permissions: { hotels_id: PUBLISHED } }),
  perm('hotel_reviews', 'read', { permissions: { _and: [PUBLISHED, { hotel: PUBLISHED }] } }),
  perm('room_types', 'read', { permissions: { hotel: PUBLISHED } }),
  perm('rates', 'read', { permissions: { room_type: { hotel: PUBLISHED } } }),
  perm('inventory', 'read', { permissions: { room_type: { hotel: PUBLISHED } } }),
  perm('hotel_themes', 'read', { permissions: PUBLISHED }),
  perm('round_trips', 'read', { permissions: PUBLISHED }),
  perm('round_trips_files', 'read', { permissions: { round_trips_id: PUBLISHED } }),
  perm('round_trip_variants', 'read', { permissions: { round_trip: PUBLISHED } }),
  perm('departures', 'read', { permissions: { variant: { round_trip: PUBLISHED } } }),
  perm('articles', 'read', { permissions: PUBLISHED }),
  perm('pages', 'read', { permissions: PUBLISHED }),
  // A page's blocks are read with it; a block item knows its page only through the junction.
  perm('pages_blocks', 'read', { permissions: { pages_id: PUBLISHED } }),
  ...BLOCK_COLLECTION_NAMES.map((c) =>
    perm(c, 'read', { permissions: { '$FOLLOW(pages_blocks,item,collection)': { pages_id: PUBLISHED } } }),
  ),
  perm(GALLERY_IMAGES, 'read', {
    permissions: { block_gallery_id: { '$FOLLOW(pages_blocks,item,collection)': { pages_id: PUBLISHED } } },
  }),
  perm('translations', 'read'),
  perm('site_settings', 'read'),
  perm('directus_files', 'read', { permissions: CATALOGUE_FILES }),
]

const ENQUIRY_FIELDS = [
  'departure',
  'adults',
  'children',
  'children_ages',
  'room',
  'price_total',
  'waitlist',
  'salutation',
  'first_name',
  'last_name',
  'email',
  'phone',
  'message',
]
const OWN_USER_READ = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'street',
  'postal_code',
  'city',
  'country',
  'language',
  'avatar',
  'status',
  'provider',
]
const OWN_USER_UPDATE = [
  'first_name',
  'last_name',
  'phone',
  'street',
  'postal_code',
  'city',
  'country',
  'password',
]

const webserverPermissions: Permission[] = [
  // The server user books nothing and reads nothing personal: enquiries are write-only for it, and always
  // without an account (`user` is not among its fields), so its token can never file one for a customer.
  perm('enquiries', 'create', {
    fields: ENQUIRY_FIELDS,
    validation: { user: { _null: true } },
    presets: { status: 'new' },
  }),
]

const customerPermissions: Permission[] = [
  perm('directus_users', 'read', { permissions: { id: { _eq: ME } }, fields: OWN_USER_READ }),
  perm('directus_users', 'update', { permissions: { id: { _eq: ME } }, fields: OWN_USER_UPDATE }),
  perm('folders', 'read', { permissions: OWN }),
  perm('bookings', 'read', { permissions: { folder: OWN } }),
  perm('segments', 'read', { permissions: { booking: { folder: OWN } } }),
  perm('saved_trips', 'create', {
    validation: OWN,
    presets: { user: ME },
    fields: ['user', 'hotel', 'round_trip'],
  }),
  perm('saved_trips', 'read', { permissions: OWN }),
  perm('saved_trips', 'delete', { permissions: OWN }),
  perm('enquiries', 'create', {
    validation: OWN,
    presets: { user: ME, status: 'new' },
    fields: [...ENQUIRY_FIELDS, 'user'],
  }),
  perm('enquiries', 'read', { permissions: OWN }),
]

const EDITORIAL_COLLECTIONS = [
  'regions',
  'categories',
  'hotels',
  'hotels_files',
  'hotel_reviews',
  'room_types',
  'rates',
  'inventory',
  'hotel_themes',
  'round_trips',
  'round_trips_files',
  'round_trip_variants',
  'departures',
  'articles',
  'pages',
  'pages_blocks',
  ...BLOCK_COLLECTION_NAMES,
  GALLERY_IMAGES,
  'translations',
  'site_settings',
  'directus_files',
  'directus_folders',
]
const VERSIONS_OF_CONTENT = { collection: { _in: [...VERSIONED_COLLECTIONS] } }
const editorPermissions: Permission[] = [
  ...EDITORIAL_COLLECTIONS.flatMap((c) =>
    (['create', 'read', 'update', 'delete'] as const).map((action) => perm(c, action)),
  ),
  // Preview links for colleagues without an account (docs/decisions/preview-share-links.md): a share of one
  // item of the collections the site shows, with an end date.
  ...PREVIEW_SHARE_COLLECTIONS.map((c) => perm(c, 'share')),
  perm('directus_shares', 'create', {
    validation: { collection: { _in: [...PREVIEW_SHARE_COLLECTIONS] }, date_end: { _nnull: true } },
    fields: ['name', 'collection', 'item', 'role', 'date_end'],
  }),
  // Content versions of the versioned collections (docs/decisions/content-versions.md): create one, save to
  // it (Directus writes the changes itself), rename, delete. Promoting a version needs reading it and the
  // right to update its item, which the editors hold above. Nobody else reads versions: not customers, not
  // the server user (its static token reads what is live), not the public. All fields: Directus writes a
  // version's `hash` into the editor's create, and lets only its key and name be updated.
  ...(['create', 'read', 'update', 'delete'] as const).map((action) =>
    perm(
      'directus_versions',
      action,
      action === 'create' ? { validation: VERSIONS_OF_CONTENT } : { permissions: VERSIONS_OF_CONTENT },
    ),
  ),
  // The history of the versioned items: the Studio's comparison before „Version überführen“ reads the
  // item's last revision (and who made it), and refuses to compare without it.
  perm('directus_revisions', 'read', { permissions: VERSIONS_OF_CONTENT }),
  perm('directus_activity', 'read', { permissions: VERSIONS_OF_CONTENT }),
  // Whoever holds this policy (through any role, or directly) can see that they do: the site grants preview
  // to holders of this policy and to administrators, asking Directus with the user's own session.
  perm('directus_access', 'read', {
    permissions: { _or: [{ user: { _eq: ME } }, { role: { _in: '$CURRENT_ROLES' } }] },
    fields: ['id', 'policy', 'role', 'user'],
  }),
]

interface PolicyDef {
  id: string
  name: string
  icon: string
  description: string
  app_access: boolean
  permissions: Permission[]
}

export const policies: PolicyDef[] = [
  {
    id: POLICY_IDS.catalogue,
    name: 'Katalog lesen',
    icon: 'menu_book',
    description: 'Liest veröffentlichte Katalog- und Redaktionsinhalte.',
    app_access: false,
    permissions: catalogueReads,
  },
  {
    id: POLICY_IDS.webserver,
    name: 'Webserver',
    icon: 'dns',
    description: 'Server-Benutzer der Website: legt Anfragen an, liest nichts Personenbezogenes.',
    app_access: false,
    permissions: webserverPermissions,
  },
  {
    id: POLICY_IDS.customer,
    name: 'Kunde',
    icon: 'person',
    description: 'Eigenes Konto, eigene Vorgänge, Buchungen, Merkliste und Anfragen.',
    app_access: false,
    permissions: customerPermissions,
  },
  {
    id: POLICY_IDS.editor,
    name: 'Redaktion',
    icon: 'edit_note',
    description: 'Pflegt Katalog, Inhalte und Dateien; keine Kundendaten.',
    app_access: true,
    permissions: editorPermissions,
  },
]

export const roles = [
  {
    id: ROLE_IDS.webserver,
    name: 'Webserver',
    icon: 'dns',
    description: 'Server-Benutzer der Website (statischer Token).',
    policies: [POLICY_IDS.catalogue, POLICY_IDS.webserver],
  },
  {
    id: ROLE_IDS.customer,
    name: 'Kunde',
    icon: 'person',
    description: 'Registrierte Kundinnen und Kunden.',
    policies: [POLICY_IDS.catalogue, POLICY_IDS.customer],
  },
  {
    id: ROLE_IDS.editor,
    name: 'Redaktion',
    icon: 'edit_note',
    description: 'Redaktion im Data Studio.',
    // Editors sign in on the site too, and there they are customers: own details, bookings, saved trips.
    policies: [POLICY_IDS.editor, POLICY_IDS.customer],
  },
]

const MODULE_BAR = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: true },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  {
    type: 'link',
    id: 'docs',
    enabled: true,
    name: '$t:documentation',
    icon: 'help',
    url: 'https://docs.directus.io',
  },
  { type: 'module', id: 'settings', enabled: true, locked: true },
]

// Directus may answer null for the fields of a permission.
const normalise = (
  p: Pick<Permission, 'permissions' | 'validation' | 'presets'> & { fields: string[] | null },
) =>
  JSON.stringify([p.permissions ?? {}, p.validation ?? {}, p.presets ?? null, [...(p.fields ?? [])].sort()])

async function syncPermissions(api: Api, policyId: string, wanted: Permission[]): Promise<number> {
  const existing = await api.get<(Permission & { id: number })[]>(
    `/permissions?filter[policy][_eq]=${policyId}&limit=-1&fields=id,collection,action,permissions,validation,presets,fields`,
  )
  let changes = 0
  const byKey = new Map(existing.map((p) => [`${p.collection}:${p.action}`, p]))
  const missing: Permission[] = []
  for (const p of wanted) {
    const current = byKey.get(`${p.collection}:${p.action}`)
    byKey.delete(`${p.collection}:${p.action}`)
    if (!current) missing.push(p)
    else if (normalise(current) !== normalise(p)) {
      await api.patch(`/permissions/${current.id}`, p)
      changes++
    }
  }
  if (missing.length) {
    await api.post(
      '/permissions',
      missing.map((p) => ({ ...p, policy: policyId })),
    )
    changes += missing.length
  }
  const extra = [...byKey.values()].map((p) => p.id)
  if (extra.length) {
    for (const id of extra) await api.delete(`/permissions/${id}`)
    changes += extra.length
  }
  return changes
}

export interface SetupOptions {
  url: string
  adminToken: string
  staticToken: string
  siteUrl: string
  log?: (m: string) => void
}

export async function applySetup(opts: SetupOptions): Promise<void> {
  const log = opts.log ?? (() => {})
  const api = createApi(opts.url, opts.adminToken)
  const siteUrl = opts.siteUrl.replace(/\/+$/, '')
  let changes = 0

  for (const p of policies) {
    const { permissions, ...policy } = p
    const current = await api.find<{ id: string }>(`/policies/${p.id}?fields=id`)
    if (current) await api.patch(`/policies/${p.id}`, { ...policy, admin_access: false })
    else {
      await api.post('/policies', { ...policy, admin_access: false })
      changes++
    }
    changes += await syncPermissions(api, p.id, permissions)
  }
  // The built-in public policy must stay empty: anonymous visitors read everything through the web server.
  changes += await syncPermissions(api, PUBLIC_POLICY_ID, [])

  for (const r of roles) {
    const { policies: policyIds, ...role } = r
    const current = await api.find<{ id: string }>(`/roles/${r.id}?fields=id`)
    if (current) await api.patch(`/roles/${r.id}`, role)
    else {
      await api.post('/roles', role)
      changes++
    }
    const access = await api.get<{ policy: string }[]>(
      `/access?filter[role][_eq]=${r.id}&fields=policy&limit=-1`,
    )
    const attached = new Set(access.map((a) => a.policy))
    for (const [sort, policy] of policyIds.entries()) {
      if (attached.has(policy)) continue
      await api.post('/access', { role: r.id, policy, sort: sort + 1 })
      changes++
    }
  }

  const serverUser = {
    email: WEBSERVER_EMAIL,
    first_name: 'Webserver',
    last_name: 'Reiseportal',
    role: ROLE_IDS.webserver,
    status: 'active',
    token: opts.staticToken,
  }
  if (await api.find(`/users/${WEBSERVER_USER_ID}?fields=id`))
    await api.patch(`/users/${WEBSERVER_USER_ID}`, serverUser)
  else {
    await api.post('/users', { id: WEBSERVER_USER_ID, ...serverUser })
    changes++
  }

  if (!(await api.find(`/folders/${CATALOGUE_FOLDER_ID}?fields=id`))) {
    await api.post('/folders', { id: CATALOGUE_FOLDER_ID, name: 'Katalog' })
    changes++
  }
  // Databases seeded before the catalogue folder existed keep their images in a top-level "Demo".
  const legacy = await api.get<{ id: string }[]>(
    '/folders?filter[name][_eq]=Demo&filter[parent][_null]=true&fields=id',
  )
  for (const folder of legacy) {
    await api.patch(`/folders/${folder.id}`, { parent: CATALOGUE_FOLDER_ID })
    changes++
  }

  await api.patch('/settings', {
    project_name: 'Reiseportal',
    project_descriptor: 'Redaktion',
    project_url: siteUrl,
    project_color: '#1b9d6d',
    default_language: 'de-DE',
    public_registration: true,
    public_registration_role: ROLE_IDS.customer,
    public_registration_verify_email: true,
    public_registration_email_filter: null,
    // Directus suspends an account after this many wrong passwords, and only an administrator undoes it:
    // anyone could lock any customer out. Logins are throttled in the web tier instead (docs/security.md).
    auth_login_attempts: null,
    // The visual editor opens the home page in preview (spec §2): only there is the overlay active.
    visual_editor_urls: [{ url: `${siteUrl}/${PREVIEW_QUERY}` }],
    storage_default_folder: CATALOGUE_FOLDER_ID,
    module_bar: MODULE_BAR,
  })

  // The live preview pane of an item shows its page on the site, in preview (drafts included). Run on every
  // start (scripts/start.ts), this also brings the preview URLs of existing databases up to date.
  for (const [collection, path] of Object.entries(PREVIEW_PATHS)) {
    await api.patch(`/collections/${collection}`, {
      meta: { preview_url: `${siteUrl}${path}${PREVIEW_QUERY}` },
    })
  }

  log(`Access and settings: ${changes} changes.`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {
    DIRECTUS_URL: url,
    DIRECTUS_ADMIN_TOKEN: adminToken,
    DIRECTUS_STATIC_TOKEN: staticToken,
    SITE_URL: siteUrl,
  } = process.env
  if (!url || !adminToken || !staticToken || !siteUrl) {
    console.error('DIRECTUS_URL, DIRECTUS_ADMIN_TOKEN, DIRECTUS_STATIC_TOKEN and SITE_URL are required.')
    process.exit(1)
  }
  await applySetup({ url, adminToken, staticToken, siteUrl, log: console.log })
}
