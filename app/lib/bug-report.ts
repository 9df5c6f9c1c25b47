import type { BugReportConfig } from '../../core/bug-report'
import { BUG_REPORT_CONSENT_COOKIE, readCookie, writeCookie } from '../../core/cookies'

// The bug-report widget (the vendor's script, from the host the operator set in BUG_REPORT_SCRIPT_URL) in
// the browser, after the page has mounted and only with the visitor's consent
// (docs/decisions/bug-report-widget-after-consent.md), and never on pages with personal data.

export interface BugReportWidget {
  config: BugReportConfig
  scriptUrl: string
}

declare global {
  interface Window {
    markerConfig?: BugReportConfig & { source: string }
    Marker?: { show?: () => void }
  }
}

const CONSENT_MAX_AGE = 60 * 60 * 24 * 365

export const hasBugReportConsent = () => readCookie(document.cookie, BUG_REPORT_CONSENT_COOKIE) === '1'

export function giveBugReportConsent() {
  document.cookie = writeCookie(BUG_REPORT_CONSENT_COOKIE, '1', {
    maxAge: CONSENT_MAX_AGE,
    secure: location.protocol === 'https:',
  })
}

const loadedScript = () => document.querySelector<HTMLScriptElement>('script[data-bug-report]')

/** Whether the vendor's script has been added to this document (it stays until the next page load). */
export const bugReportLoaded = () => loadedScript() !== null

/**
 * The path this document was loaded with, which client navigations do not change: its Content Security
 * Policy names the widget's hosts only if the widget may run there (server/security.ts).
 */
export function documentPath(): string {
  const [entry] = performance.getEntriesByType('navigation')
  try {
    return new URL(entry?.name ?? location.href).pathname
  } catch {
    return location.pathname
  }
}

/** Adds the vendor's script once; it reads its configuration from `window.markerConfig`. */
export function loadBugReportWidget({ config, scriptUrl }: BugReportWidget): HTMLScriptElement {
  const loaded = loadedScript()
  if (loaded) return loaded
  window.markerConfig = { ...config, source: 'snippet' }
  const script = document.createElement('script')
  script.async = true
  script.src = scriptUrl
  script.dataset.bugReport = ''
  document.head.append(script)
  return script
}

/**
 * Links and forms to pages for which `newDocument(pathname)` holds load those pages as new documents instead
 * of the router showing them in this one: the click or submit is kept from the router (capture phase,
 * before React's listener on the document), so the browser follows it itself. Used where the widget's
 * script runs, for the pages without the widget (the script must not see them), and in documents loaded on
 * those pages, for the pages with it (only a document loaded there has the CSP that lets it run). Returns
 * the function that removes the listeners.
 */
export function followAsNewDocument(newDocument: (pathname: string) => boolean): () => void {
  const keepFromRouter = (event: Event, target: string | null | undefined) => {
    if (!target) return
    const url = new URL(target, location.href)
    if (url.origin === location.origin && newDocument(url.pathname)) event.stopPropagation()
  }
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (anchor instanceof HTMLAnchorElement && !anchor.target) keepFromRouter(event, anchor.href)
  }
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return
    const action = event.submitter?.getAttribute('formaction') ?? event.target.getAttribute('action')
    keepFromRouter(event, action ?? location.href)
  }
  window.addEventListener('click', onClick, true)
  window.addEventListener('submit', onSubmit, true)
  return () => {
    window.removeEventListener('click', onClick, true)
    window.removeEventListener('submit', onSubmit, true)
  }
}
