import { isDeepStrictEqual } from 'node:util'

import type { Accountability, Permission, SchemaOverview } from '@directus/types'
import type { Knex } from 'knex'

import { READS, type Read } from './reads'
import { tError } from '../../../../../core/copy/error'
import { fetchPermissions, fetchPolicies } from '../shared/directus-internals'
import { Refusal } from '../shared/refusal'

// Rights are Directus's own: the caller's policies must grant reading every collection the catalogue reads,
// on the rows and columns it reads (reads.ts). A caller whose permissions are narrower than that is
// refused, never served around them. A permission covers a read when its filter is none or exactly the
// catalogue policy's and its fields include every column read; tests/integration/catalogue-rights.test.ts
// compares the answers with Directus's REST API for every role and for policies narrowed per collection.

const asJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value)

/**
 * A permission that lets its holder read at least the columns `read` names, and the rows it names (with
 * `everyRow`, every row: drafts too).
 */
function covers(permission: Permission, read: Read, everyRow: boolean) {
  const rows = asJson(permission.permissions)
  const fields = permission.fields ?? []
  const allRows = rows === null || rows === undefined || Object.keys(rows).length === 0
  return (
    (allRows || (!everyRow && isDeepStrictEqual(rows, read.rows))) &&
    (fields.includes('*') || read.fields.every((field) => fields.includes(field)))
  )
}

interface CallerRequest {
  accountability: Accountability
  schema: SchemaOverview
}

/** The collections among `collections` whose reads the caller's rights do not cover (Directus's cached permissions). */
export async function missingRights(
  req: CallerRequest,
  database: Knex,
  collections: string[],
  everyRow = false,
): Promise<string[]> {
  const { accountability } = req
  if (accountability.admin) return []
  const context = { knex: database, schema: req.schema }
  const policies = await fetchPolicies(accountability, context)
  const permissions = await fetchPermissions(
    { action: 'read', policies, collections, accountability },
    context,
  )
  return collections.filter((collection) => {
    const read = READS[collection]
    return !permissions.some(
      (permission) =>
        permission.collection === collection && read !== undefined && covers(permission, read, everyRow),
    )
  })
}

/** Refuses a caller whose rights do not cover every read of `collections`. */
export async function checkRights(req: CallerRequest, database: Knex, collections: string[]): Promise<void> {
  const missing = await missingRights(req, database, collections)
  if (missing.length === 0) return
  if (!req.accountability.user)
    throw new Refusal('unauthorized', 'Anmeldung erforderlich.', { code: 'TOKEN_INVALID' })
  throw new Refusal('forbidden', tError('error.noReadRights', { collections: missing.join(', ') }))
}
