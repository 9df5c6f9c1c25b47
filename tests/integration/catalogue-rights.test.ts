import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POLICY_IDS, PUBLIC_POLICY_ID, ROLE_IDS } from '../../core/roles'
import { DETAIL_READS, READS, SEARCH_READS } from '../../directus/extensions/reiseportal/src/catalogue/reads'
import { adminData as admin, directusCall as call } from '../support/directus-admin'

// The catalogue extension checks rights itself (directus/extensions/reiseportal/src/catalogue/rights.ts)
// instead of letting Directus read row by row. It must answer as Directus's REST API does: it serves a
// search, a hotel's page or a preview with drafts exactly when Directus would let the same caller read
// every row and column behind it — for every role the site has, for the public, and for policies that
// grant each collection less (not at all, a column fewer, fewer rows) or more (every row).

const directusUrl = process.env.DIRECTUS_URL!.replace(/\/+$/, '')
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const run = randomUUID().slice(0, 8)

type Rows = Record<string, unknown>
interface Grant {
  collection: string
  permissions: Rows | null
  fields: string[]
}

/** The catalogue policy's own grants, from the reads the extension names. */
const catalogueGrants = (): Grant[] =>
  DETAIL_READS.map((collection) => ({
    collection,
    permissions: READS[collection]!.rows,
    fields: READS[collection]!.fields,
  }))

/** How many of `collection`'s rows (within `rows`) Directus lets `token` read with the catalogue's columns; null if refused. */
async function count(token: string | null, collection: string, rows: Rows | null) {
  const query = new URLSearchParams({
    fields: READS[collection]!.fields.join(','),
    limit: '1',
    meta: 'filter_count',
    ...(rows ? { filter: JSON.stringify(rows) } : {}),
  })
  const response = await fetch(`${directusUrl}/items/${collection}?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (response.status !== 200) return null
  return ((await response.json()) as { meta: { filter_count: number } }).meta.filter_count
}

interface Expected {
  search: boolean
  detail: boolean
  drafts: boolean
}

describe("the catalogue's rights check", () => {
  const cleanup: Array<() => Promise<unknown>> = []
  const published: Record<string, number> = {}
  const everything: Record<string, number> = {}
  let hotelId: number
  let draftId: number
  let regionId: number

  beforeAll(async () => {
    const [hotel] = await admin<Array<{ id: number; region: number }>>(
      'GET',
      '/items/hotels?filter[status][_eq]=published&sort=id&limit=1&fields=id,region',
    )
    hotelId = hotel!.id
    regionId = hotel!.region
    const draft = await admin<{ id: number }>('POST', '/items/hotels', {
      status: 'draft',
      slug: `rechte-entwurf-${run}`,
      name: `Rechteentwurf ${run}`,
      stars: 3,
      region: regionId,
      city: 'Entwurfshausen',
      price_from: 90,
    })
    draftId = draft.id
    cleanup.push(() => admin('DELETE', `/items/hotels/${draftId}`))
    for (const collection of DETAIL_READS) {
      published[collection] = (await count(adminToken, collection, READS[collection]!.rows))!
      everything[collection] = (await count(adminToken, collection, null))!
    }
  }, 60_000)

  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo().catch(() => undefined)
  })

  /** A user with a static token whose role carries `policies`. */
  async function userWithPolicies(name: string, policies: string[]) {
    const role = await admin<{ id: string }>('POST', '/roles', { name: `Rechtetest ${run} ${name}` })
    cleanup.push(() => admin('DELETE', `/roles/${role.id}`))
    for (const policy of policies) await admin('POST', '/access', { role: role.id, policy })
    return userInRole(role.id)
  }

  async function userInRole(role: string) {
    const token = `rechte-${randomUUID()}`
    const user = await admin<{ id: string }>('POST', '/users', {
      email: `rechte-${randomUUID().slice(0, 8)}@example.com`,
      role,
      status: 'active',
      token,
    })
    cleanup.push(() => admin('DELETE', `/users/${user.id}`))
    return token
  }

  /** A user whose only policy grants `grants` (read). */
  async function userWithGrants(name: string, grants: Grant[]) {
    const policy = await admin<{ id: string }>('POST', '/policies', {
      name: `Rechtetest ${run} ${name}`,
      admin_access: false,
      app_access: false,
    })
    cleanup.push(() => admin('DELETE', `/policies/${policy.id}`))
    if (grants.length > 0)
      await admin(
        'POST',
        '/permissions',
        grants.map((grant) => ({ policy: policy.id, action: 'read', ...grant })),
      )
    return userWithPolicies(name, [policy.id])
  }

  /** What Directus's REST API lets `token` read: the catalogue's rows and columns in full, and every row. */
  async function directusAnswers(token: string | null): Promise<Expected> {
    const full: Record<string, boolean> = {}
    const every: Record<string, boolean> = {}
    for (const collection of DETAIL_READS) {
      full[collection] = (await count(token, collection, READS[collection]!.rows)) === published[collection]
      every[collection] = (await count(token, collection, null)) === everything[collection]
    }
    const detail = DETAIL_READS.every((collection) => full[collection])
    return {
      search: SEARCH_READS.every((collection) => full[collection]),
      detail,
      drafts: detail && DETAIL_READS.every((collection) => every[collection]),
    }
  }

  /** What the catalogue lets `token` have: a search, a published hotel's page, a draft's preview. */
  async function catalogueAnswers(token: string | null): Promise<Expected & { refusal: number[] }> {
    const search = await call(token, 'GET', '/catalogue/hotels?sort=name')
    const detail = await call(token, 'GET', `/catalogue/hotels/${hotelId}`)
    const drafts = await call(token, 'GET', `/catalogue/hotels/${draftId}?drafts=1`)
    return {
      search: search.status === 200,
      detail: detail.status === 200,
      // a caller who may read the published rows but not every row gets the draft's 404
      drafts: drafts.status === 200,
      refusal: [search, detail, drafts].map((answer) => answer.status).filter((status) => status >= 400),
    }
  }

  async function expectAlike(token: string | null) {
    const expected = await directusAnswers(token)
    const { refusal, ...answered } = await catalogueAnswers(token)
    expect(answered).toEqual(expected)
    // a refusal is Directus's: 401 without a user, 403 for a user, 404 for a draft it may not see
    for (const status of refusal) expect([token ? 403 : 401, 404]).toContain(status)
    return expected
  }

  it("answers every role of the site, the public and the administrator as Directus's REST API does", async () => {
    const actors: Array<[string, string | null]> = [
      ['public', null],
      ['web server', staticToken],
      ['administrator', adminToken],
      ['customer', await userInRole(ROLE_IDS.customer)],
      ['editor', await userInRole(ROLE_IDS.editor)],
      ['a role carrying the editors’ policy', await userWithPolicies('redaktion', [POLICY_IDS.editor])],
      ['a role carrying the catalogue policy', await userWithPolicies('katalog', [POLICY_IDS.catalogue])],
      ['a role carrying the public policy', await userWithPolicies('oeffentlich', [PUBLIC_POLICY_ID])],
    ]
    const seen: Record<string, Expected> = {}
    for (const [name, token] of actors) seen[name] = await expectAlike(token)
    // The matrix is not trivial: the roles differ as the site needs them to.
    expect(seen['public']).toEqual({ search: false, detail: false, drafts: false })
    expect(seen['web server']).toEqual({ search: true, detail: true, drafts: false })
    expect(seen['editor']).toEqual({ search: true, detail: true, drafts: true })
    expect(seen['administrator']).toEqual({ search: true, detail: true, drafts: true })
  }, 120_000)

  it('answers policies that grant a collection less or more as Directus does, collection by collection', async () => {
    const firstIds: Record<string, number> = {}
    for (const collection of DETAIL_READS) {
      const [row] = await admin<Array<{ id: number }>>(
        'GET',
        `/items/${collection}?sort=id&limit=1&fields=id&filter=${encodeURIComponent(JSON.stringify(READS[collection]!.rows))}`,
      )
      firstIds[collection] = row!.id
    }
    const base = catalogueGrants()
    const variants: Array<[string, Grant[]]> = []
    for (const collection of DETAIL_READS) {
      const others = base.filter((grant) => grant.collection !== collection)
      const own = base.find((grant) => grant.collection === collection)!
      variants.push(
        [`without ${collection}`, others],
        [`${collection} without its last column`, [...others, { ...own, fields: own.fields.slice(0, -1) }]],
        [
          `${collection}: one row only`,
          [
            ...others,
            { ...own, permissions: { _and: [own.permissions, { id: { _eq: firstIds[collection] } }] } },
          ],
        ],
        [`${collection}: every row`, [...others, { ...own, permissions: null }]],
        [`${collection}: every column`, [...others, { ...own, fields: ['*'] }]],
      )
    }
    variants.push(
      ['the catalogue policy', base],
      ['every row of every collection', base.map((grant) => ({ ...grant, permissions: null }))],
      [
        'hotels of one region only',
        base.map((grant) =>
          grant.collection === 'hotels'
            ? { ...grant, permissions: { _and: [grant.permissions, { region: { _eq: regionId } }] } }
            : grant,
        ),
      ],
    )
    const outcomes = new Set<string>()
    for (const [name, grants] of variants) {
      const token = await userWithGrants(name, grants)
      const expected = await expectAlike(token).catch((error: unknown) => {
        throw new Error(`${name}: ${String(error)}`)
      })
      outcomes.add(JSON.stringify(expected))
    }
    // Refused searches, pages without the gallery's rights, previews: every outcome occurs.
    expect(outcomes.size).toBe(4)
  }, 300_000)
})
