import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'

import { lazyAfterIdle } from './components/after-idle'
import { BugReportButton } from './components/bug-report'
import { DocumentPreloadView } from './components/document-preload'
import { EditorProvider } from './components/editable'
import { ErrorScreen, describeError } from './components/error-screen'
import { InitialPreload } from './components/initial-preload'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { MAINTENANCE_STATUS_TEXT, MaintenanceScreen } from './components/maintenance-screen'
import { useNonce } from './components/nonce'
import { PreviewBar, PreviewClient, previewItemOf } from './components/preview'
import { ColorModeProvider, ColorModeScript } from './components/ui/color-mode'
import { IconProvider } from './components/ui/icon'
import { FlashToast, Toaster } from './components/ui/toast'
import { TranslationProvider } from './i18n'
import { Island, IslandPageProvider } from './islands/island'
import { IslandScripts } from './islands/scripts'
import { reloadOnChunkError } from './lib/chunk-reload'
import { forcedColorModeFromMatches, serverColorModeClass } from './lib/color-mode'
import { initMapConsent } from './lib/map-consent'
import { defaultSite, pageMeta } from './lib/meta'
import { isNoindexPreview, isPreviewUrl, type PreviewItem } from './lib/preview'
import { loadRoot } from './root.server'
import tailwind from './styles/tailwind.css'
import { site as de, tSite } from '../core/copy/site'

export const links: LinksFunction = () => [
  {
    rel: 'preload',
    href: '/fonts/inter-latin-wght-normal.woff2',
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
  { rel: 'stylesheet', href: tailwind },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const loader = (args: LoaderFunctionArgs) => loadRoot(args)

// Pages that declare nothing else are not stored by shared caches; an error page is never stored.
export const headers: HeadersFunction = ({ errorHeaders }) => {
  if (!errorHeaders) return { 'Cache-Control': 'private, no-cache' }
  const retryAfter = errorHeaders.get('Retry-After')
  return { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) }
}

// Loading bar and build-freshness poller: after idle, not in the first load (docs/decisions/small-first-load.md).
/** Spec §9's initial preload: the main sections, one second after the page has loaded. */
const MAIN_PAGES = ['/hotel', '/reisetipps', '/rundreisen']

const ShellExtras = lazyAfterIdle(() => import('./components/shell-extras'))

/** What a route module may declare in its `handle`. */
export interface PageHandle {
  /** Serve the page without the Remix runtime, hydrating only its islands (docs/decisions/hotel-pages-as-islands.md). */
  islands?: boolean
  /** The CMS item the page shows (from its loader data), for the preview bar's "Vorschau-Link erstellen". */
  previewItem?: (data: unknown) => PreviewItem | null
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>

export const meta: MetaFunction<typeof loader> = ({ error, matches, location }) => {
  if (isRouteErrorResponse(error) && error.statusText === MAINTENANCE_STATUS_TEXT) {
    return [{ title: tSite('maintenance.title') }, { name: 'robots', content: 'noindex' }]
  }
  if (error) {
    const { status, message } = describeError(error)
    return [{ title: `${status} - ${message}` }]
  }
  return pageMeta(matches, location)
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const translations: Record<string, string> = data?.translations ?? de
  const site = data?.site ?? defaultSite
  const matches = useMatches()
  const location = useLocation()
  const forcedColorMode = forcedColorModeFromMatches(matches)
  // Island pages (docs/decisions/hotel-pages-as-islands.md) are served without the Remix runtime: only their interactive parts are
  // hydrated. After a client navigation (the app is already running) they render like any other page.
  // A preview is served as the whole app: the editor's overlay and save handlers need the Remix runtime.
  const islandPage =
    typeof document === 'undefined' &&
    !isPreviewUrl(location.search) &&
    matches.some((match) => (match.handle as PageHandle | undefined)?.islands)
  const colorMode = data?.colorMode ?? 'system'
  // Spec §4: the map-consent flag starts false; a page-level flag (the consent cookie) may set it at start.
  const mapsEnabled = data?.mapsEnabled ?? false
  const preview = data?.preview ?? null
  useEffect(() => initMapConsent(mapsEnabled), [mapsEnabled])

  return (
    <html
      lang="de-DE"
      dir="ltr"
      className={serverColorModeClass(colorMode, forcedColorMode)}
      data-forced-color-mode={forcedColorMode}
      suppressHydrationWarning
    >
      <head>
        <ColorModeScript nonce={nonce} />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Every answer to a preview URL, whatever the page or its error: never indexed (also in X-Robots-Tag). */}
        {isNoindexPreview(location) && <meta name="robots" content="noindex" />}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <IslandPageProvider value={islandPage}>
          <ColorModeProvider preference={colorMode} forced={forcedColorMode}>
            <IconProvider icons={data?.icons ?? {}}>
              <TranslationProvider translations={translations}>
                <EditorProvider value={preview?.visualEditing ? preview : null}>
                  {data && <ShellExtras buildPollIntervalMs={data.env.BUILD_POLL_INTERVAL_MS} />}
                  {preview && <PreviewClient preview={preview} />}
                  {preview && <PreviewBar item={previewItemOf(matches)} search={location.search} />}
                  <a
                    href="#inhalt"
                    className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
                  >
                    {translations['nav.skipToContent'] ?? de['nav.skipToContent']}
                  </a>
                  <SiteHeader
                    siteName={site.name}
                    user={data?.user ?? null}
                    savedCount={data?.savedCount ?? 0}
                  />
                  <FlashToast flash={data?.flash ?? null} />
                  <div className="flex-1">{children}</div>
                  <SiteFooter siteName={site.name} legalLinks={data?.legalLinks ?? []} />
                  {data?.bugReport && (
                    <Island name="bug-report" component={BugReportButton} props={data.bugReport} />
                  )}
                  {data &&
                    !data.siteContext.roundTripOnly &&
                    (islandPage ? (
                      <Island
                        name="page-preload"
                        component={DocumentPreloadView}
                        props={{ pages: MAIN_PAGES }}
                      />
                    ) : (
                      <InitialPreload pages={MAIN_PAGES} />
                    ))}
                  <Toaster />
                </EditorProvider>
              </TranslationProvider>
            </IconProvider>
          </ColorModeProvider>
        </IslandPageProvider>
        {/* The round-trip-only domain is served without hydration: Remix's client router cannot map its
            prefix-less URLs to the /rundreisen routes. Every page and form works without JavaScript. */}
        {islandPage
          ? data?.islandAssets && (
              <IslandScripts
                assets={data.islandAssets}
                nonce={nonce}
                data={{
                  siteContext: data.siteContext,
                  mapsEnabled,
                  env: { MAP_TILE_URL: data.env.MAP_TILE_URL, MAP_ATTRIBUTION: data.env.MAP_ATTRIBUTION },
                }}
              />
            )
          : !data?.siteContext.roundTripOnly && (
              <>
                <ScrollRestoration nonce={nonce} />
                <Scripts nonce={nonce} />
              </>
            )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  useEffect(() => {
    reloadOnChunkError(error)
  }, [error])
  if (isRouteErrorResponse(error) && error.statusText === MAINTENANCE_STATUS_TEXT)
    return <MaintenanceScreen />
  return <ErrorScreen {...describeError(error)} />
}
