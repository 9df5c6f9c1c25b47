import {
  Link as RemixLink,
  NavLink as RemixNavLink,
  useRouteLoaderData,
  type LinkProps,
  type NavLinkProps,
} from '@remix-run/react'
import { forwardRef } from 'react'

import { sitePath, type SiteContext } from '~/lib/site-path'

export function useSiteContext(): SiteContext {
  const data = useRouteLoaderData('root') as { siteContext?: SiteContext } | undefined
  return data?.siteContext ?? { roundTripOnly: false, siteUrl: '' }
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
  const href = sitePath(to, useSiteContext())
  if (isAbsolute(href)) {
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
  return <RemixLink ref={ref} to={href} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function NavLink(
  { to, ...props },
  ref,
) {
  return <RemixNavLink ref={ref} to={sitePath(to, useSiteContext())} {...props} />
})
