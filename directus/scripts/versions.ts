// Content versions (docs/decisions/content-versions.md): editors change what is live in a Directus content
// version of the item, see it in the preview (`?preview&version=<key>`) and promote it when it is ready.
// Read by the schema (versioning on), the access setup (the editors' rights on versions) and the tests.

/** The collections whose items editors change in content versions. */
export const VERSIONED_COLLECTIONS = ['pages', 'hotels', 'articles', 'round_trips'] as const
