// The shapes of the Directus internals that shared/directus-internals.ts uses (@directus/api ships no
// types). tests/unit/directus-internals.test.ts checks them against the installed Directus.
declare module '@directus/api/middleware/authenticate' {
  import type { RequestHandler } from 'express'

  const authenticate: RequestHandler
  export default authenticate
}

declare module '@directus/api/middleware/extract-token' {
  import type { RequestHandler } from 'express'

  const extractToken: RequestHandler
  export default extractToken
}

declare module '@directus/api/middleware/schema' {
  import type { RequestHandler } from 'express'

  const schema: RequestHandler
  export default schema
}

declare module '@directus/api/permissions/lib/fetch-policies' {
  import type { Accountability, SchemaOverview } from '@directus/types'
  import type { Knex } from 'knex'

  export function fetchPolicies(
    accountability: Pick<Accountability, 'user' | 'role' | 'roles' | 'ip'>,
    context: { knex: Knex; schema: SchemaOverview },
  ): Promise<string[]>
}

declare module '@directus/api/permissions/lib/fetch-permissions' {
  import type { Accountability, Permission, SchemaOverview } from '@directus/types'
  import type { Knex } from 'knex'

  export function fetchPermissions(
    options: { action: string; policies: string[]; collections: string[]; accountability: Accountability },
    context: { knex: Knex; schema: SchemaOverview },
  ): Promise<Permission[]>
}

declare module '@directus/api/redis/index' {
  import type { Redis } from 'ioredis'

  export function redisConfigAvailable(): boolean
  export function useRedis(): Redis
}

declare module '@directus/api/utils/get-accountability-for-token' {
  import type { Accountability } from '@directus/types'

  export function getAccountabilityForToken(
    token: string | null,
    accountability?: Accountability,
  ): Promise<Accountability>
}

declare module '@directus/api/utils/is-directus-jwt' {
  export default function isDirectusJWT(token: string): boolean
}
