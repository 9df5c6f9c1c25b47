export interface CanonicalOptions {
  /** Query parameters that change the content and so belong to the canonical URL. */
  whitelist: readonly string[]
  lowercase: boolean
}

/**
 * The canonical URL of a page (spec §2): the site URL plus the path, keeping only whitelisted query
 * parameters (in a stable order) and lower-casing the path when configured. A trailing slash is dropped.
 */
export function canonicalUrl(
  siteUrl: string,
  pathname: string,
  search: string,
  options: CanonicalOptions,
): string {
  const base = siteUrl.replace(/\/+$/, '')
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (options.lowercase) path = path.toLowerCase()
  const query = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of [...options.whitelist].sort()) {
    for (const value of query.getAll(name)) kept.append(name, value)
  }
  const queryString = kept.toString()
  return `${base}${path}${queryString ? `?${queryString}` : ''}`
}
