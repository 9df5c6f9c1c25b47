import {
  forwardRef,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type FormHTMLAttributes,
} from 'react'

import type { SiteContext } from '~/lib/site-path'

// What the island bundle gets instead of `@remix-run/react` (scripts/build.ts redirects the import here):
// the few parts island components use, for a page that has no Remix router. Links and forms are plain
// HTML, which is all they need to be there; a fetcher posts with fetch; the location is the document's;
// the root loader data is the part of it the server wrote for the islands. An import of anything else
// fails the island build.

/** The part of the root loader data that islands read (written by the root layout as JSON). */
export interface IslandRootData {
  siteContext: SiteContext
  mapsEnabled: boolean
  env: { MAP_TILE_URL: string; MAP_ATTRIBUTION: string }
}

let rootData: IslandRootData | undefined

export function setIslandRootData(data: IslandRootData) {
  rootData = data
}

/** @public Stands in for @remix-run/react in the island bundle (scripts/build.ts aliases it). */
export function useRouteLoaderData(routeId: string): unknown {
  return routeId === 'root' ? rootData : undefined
}

/** @public Stands in for @remix-run/react in the island bundle (scripts/build.ts aliases it). */
export function useLocation() {
  return {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    state: null,
    key: 'default',
  }
}

type To = string | { pathname?: string; search?: string; hash?: string }

function href(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  prefetch?: string
  reloadDocument?: boolean
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  relative?: string
  viewTransition?: boolean
  discover?: string
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    prefetch: _prefetch,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    discover: _discover,
    children,
    ...anchor
  },
  ref,
) {
  return (
    <a ref={ref} href={href(to)} {...anchor}>
      {children}
    </a>
  )
})

type NavLinkProps = Omit<LinkProps, 'className'> & { className?: string; end?: boolean }

/** @public Stands in for @remix-run/react in the island bundle (scripts/build.ts aliases it). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end: _end, ...props },
  ref,
) {
  return <Link ref={ref} {...props} />
})

type FormProps = FormHTMLAttributes<HTMLFormElement> & {
  reloadDocument?: boolean
  replace?: boolean
  preventScrollReset?: boolean
  navigate?: boolean
}

/** @public Stands in for @remix-run/react in the island bundle (scripts/build.ts aliases it). */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  {
    reloadDocument: _reloadDocument,
    replace: _replace,
    preventScrollReset: _preventScrollReset,
    navigate: _navigate,
    ...form
  },
  ref,
) {
  return <form ref={ref} {...form} />
})

/**
 * @public Stands in for @remix-run/react in the island bundle (scripts/build.ts aliases it). A form on an
 * island page submits as a document load: the state is "submitting" from a submit that no handler
 * prevented (client validation does when a field is wrong) until the next page, or until the page is shown
 * again from the back/forward cache.
 */
export function useNavigation(): { state: 'idle' | 'submitting' } {
  const [state, setState] = useState<'idle' | 'submitting'>('idle')
  useEffect(() => {
    // on the document, after React's own handlers on the island's root have run
    const submitted = (event: Event) => {
      if (!event.defaultPrevented) setState('submitting')
    }
    const shown = () => setState('idle')
    document.addEventListener('submit', submitted)
    window.addEventListener('pageshow', shown)
    return () => {
      document.removeEventListener('submit', submitted)
      window.removeEventListener('pageshow', shown)
    }
  }, [])
  return { state }
}

interface FetcherState<T> {
  state: 'idle' | 'submitting'
  data: T | undefined
  formData: FormData | undefined
}

/**
 * @public Stands in for @remix-run/react in the island bundle (scripts/build.ts aliases it). Its `Form`
 * posts with `fetch` and asks for JSON (`Accept: application/json`): the action answers an island page's
 * fetcher with a JSON response, Remix' own with `data()`. A failed request leaves the data as it was.
 */
export function useFetcher<T>() {
  const [fetcher, setFetcher] = useState<FetcherState<T>>({
    state: 'idle',
    data: undefined,
    formData: undefined,
  })
  const { FetcherForm, submit } = useMemo(() => {
    async function post(action: string, formData: FormData) {
      setFetcher((current) => ({ ...current, state: 'submitting', formData }))
      let data: T | undefined
      try {
        const response = await fetch(action, {
          method: 'POST',
          // URL-encoded, as Remix' own fetchers send (the server takes no other body: server/form-posts.ts).
          body: urlEncoded(formData),
          headers: { accept: 'application/json' },
        })
        data = (await response.json()) as T
      } catch {
        data = undefined
      }
      setFetcher((current) => ({ state: 'idle', data: data ?? current.data, formData: undefined }))
    }
    const FetcherForm = forwardRef<HTMLFormElement, FormProps>(function FetcherForm(
      { onSubmit, ...props },
      ref,
    ) {
      return (
        <Form
          ref={ref}
          {...props}
          onSubmit={(event) => {
            onSubmit?.(event)
            if (event.defaultPrevented) return
            event.preventDefault()
            void post(event.currentTarget.action, new FormData(event.currentTarget))
          }}
        />
      )
    })
    /** Remix' `fetcher.submit` with fields and a `post` to `action`, the one use the islands have. */
    const submit = (fields: Record<string, string>, options: { method: 'post'; action: string }) => {
      const formData = new FormData()
      for (const [name, value] of Object.entries(fields)) formData.append(name, value)
      void post(options.action, formData)
    }
    return { FetcherForm, submit }
  }, [])
  return { ...fetcher, Form: FetcherForm, submit }
}

function urlEncoded(formData: FormData): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of formData) if (typeof value === 'string') body.append(name, value)
  return body
}
