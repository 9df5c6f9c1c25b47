import type { MetaDescriptor } from '@remix-run/node'

import { canonicalUrl } from './canonical'
import { site as de, tSite } from '../../core/copy/site'

export interface SiteMeta {
  name: string
  url: string
  description: string
  separator: string
  titleSeparator: string
  canonicalWhitelist: string[]
  canonicalLowercase: boolean
}

/**
 * A page's own title: one text, or its parts (a section and its page number) joined by the site's
 * `titleSeparator`.
 */
export type PageTitle = string | readonly string[]

/** The page's own title as one text (the `%s` of the template). */
export function joinTitle(title: PageTitle | undefined, site: Pick<SiteMeta, 'titleSeparator'>) {
  if (title === undefined) return undefined
  return typeof title === 'string' ? title : title.filter(Boolean).join(` ${site.titleSeparator} `)
}

/** Spec §2: the tag title template "%s %separator %siteName". */
export function formatTitle(
  title: PageTitle | undefined,
  site: Pick<SiteMeta, 'name' | 'separator' | 'titleSeparator'>,
): string {
  const own = joinTitle(title, site)
  return own ? `${own} ${site.separator} ${site.name}` : site.name
}

interface MatchLike {
  id: string
  data: unknown
}

function siteFrom(matches: readonly MatchLike[]): SiteMeta | undefined {
  const root = matches.find((match) => match.id === 'root')?.data as { site?: SiteMeta } | undefined
  return root?.site
}

/**
 * Title, description, canonical link and Open Graph tags of a page. Child routes in Remix replace the
 * parent's meta, so every page builds the whole set here.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  location: { pathname: string; search: string },
  {
    title,
    description,
    exactPath = false,
  }: {
    title?: PageTitle | undefined
    description?: string | null | undefined
    /** The path carries a case-sensitive token (a share link): never lower-cased in the canonical URL. */
    exactPath?: boolean
  } = {},
): MetaDescriptor[] {
  const site = siteFrom(matches)
  if (!site) return [{ title: joinTitle(title, defaultSite) ?? defaultSite.name }]
  const fullTitle = formatTitle(title, site)
  const text = description || site.description
  const canonical = canonicalUrl(site.url, location.pathname, location.search, {
    whitelist: site.canonicalWhitelist,
    lowercase: site.canonicalLowercase && !exactPath,
  })
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'de_DE' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: joinTitle(title, site) || site.name },
    { property: 'og:description', content: text },
    { property: 'og:url', content: canonical },
  ]
}

/** The site's settings until Directus answers (and when it cannot). */
export const defaultSite: SiteMeta = {
  name: tSite('site.name'),
  url: 'http://localhost:3000',
  description: de['site.tagline'],
  separator: '|',
  titleSeparator: '–',
  canonicalWhitelist: [],
  canonicalLowercase: true,
}
