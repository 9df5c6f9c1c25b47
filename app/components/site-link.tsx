import {
  Link as RemixLink,
  NavLink as RemixNavLink,
  useRouteLoaderData,
  type LinkProps,
  type NavLinkProps,
} from '@remix-run/react'
import { forwardRef, useEffect, useState } from 'react'

import { useIslandPage } from '~/islands/island'
import { allowsLinkPrefetch, currentConnection } from '~/lib/connection'
import { previewPath } from '~/lib/preview'
import { sitePath, type SiteContext } from '~/lib/site-path'

export function useSiteContext(): SiteContext {
  const data = useRouteLoaderData('root') as { siteContext?: SiteContext } | undefined
  return data?.siteContext ?? { roundTripOnly: false, siteUrl: '' }
}

/** In a preview the site's own links stay in preview, so that an editor can browse the site in the editor. */
function usePreviewPath(to: string): string {
  const data = useRouteLoaderData('root') as { preview?: unknown } | undefined
  return data?.preview ? previewPath(to) : to
}

/** The href the site's Link writes for an internal path `to` (preview and round-trip domain applied). */
export function useLinkHref(to: string): string {
  return sitePath(usePreviewPath(to), useSiteContext())
}

/** Links prefetch on intent (hover, focus) unless the connection is on data saver or 2g (spec §9). */
function usePrefetchPolicy(): 'intent' | 'none' {
  const [policy, setPolicy] = useState<'intent' | 'none'>('none')
  useEffect(() => setPolicy(allowsLinkPrefetch(currentConnection()) ? 'intent' : 'none'), [])
  return policy
}

function isAbsolute(href: string) {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(href)
}

/**
 * The site's link: Remix's Link, with the path adjusted for the domain it is shown on (the
 * round-trip-only domain strips /rundreisen and sends other areas to the main site). Use it instead of
 * Remix's Link everywhere.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function Link(
  { to, ...props },
  ref,
) {
  const href = useLinkHref(to)
  const prefetch = usePrefetchPolicy()
  // On an island page no router runs in the browser: a plain link is all it needs, and cheaper to render.
  const islandPage = useIslandPage()
  if (isAbsolute(href) || islandPage) {
    const {
      prefetch: _prefetch,
      reloadDocument: _reload,
      replace: _replace,
      state: _state,
      children,
      ...anchor
    } = props
    return (
      <a ref={ref} href={href} {...anchor}>
        {children}
      </a>
    )
  }
  return <RemixLink ref={ref} to={href} prefetch={prefetch} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function NavLink(
  { to, ...props },
  ref,
) {
  return <RemixNavLink ref={ref} to={useLinkHref(to)} {...props} />
})
