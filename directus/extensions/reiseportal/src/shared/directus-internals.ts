// The one place where the extensions reach into Directus's internals (@directus/api/…), each where no
// public extension API serves (docs/decisions/directus-extensions-bundle.md has the table). A Directus
// upgrade that moves or changes one of them fails tests/unit/directus-internals.test.ts.

// Directus's per-request middleware, in part: the catalogue's routes run ahead of the rest of it.
export { default as authenticate } from '@directus/api/middleware/authenticate'
export { default as extractToken } from '@directus/api/middleware/extract-token'
export { default as schemaMiddleware } from '@directus/api/middleware/schema'
// The caller's policies and permissions as Directus's own permission checks read them (cached per request).
export { fetchPermissions } from '@directus/api/permissions/lib/fetch-permissions'
export { fetchPolicies } from '@directus/api/permissions/lib/fetch-policies'
// Directus's Redis connection (REDIS), shared with its rate limiter and cache.
export { redisConfigAvailable, useRedis as directusRedis } from '@directus/api/redis/index'
// What a static token stands for, as Directus's `authenticate` middleware resolves it.
export { getAccountabilityForToken } from '@directus/api/utils/get-accountability-for-token'
export { default as isDirectusJWT } from '@directus/api/utils/is-directus-jwt'
