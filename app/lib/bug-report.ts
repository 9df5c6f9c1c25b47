import type { BugReportConfig } from '../../core/bug-report'
import { BUG_REPORT_CONSENT_COOKIE, readCookie, writeCookie } from '../../core/cookies'

// The bug-report widget (Marker.io's script, from the configured host) in the browser, after the page has
// mounted and only with the visitor's consent (docs/decisions/bug-report-widget-after-consent.md).

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

/** Adds the vendor's script once; it reads its configuration from `window.markerConfig`. */
export function loadBugReportWidget({ config, scriptUrl }: BugReportWidget): HTMLScriptElement {
  const loaded = document.querySelector<HTMLScriptElement>('script[data-bug-report]')
  if (loaded) return loaded
  window.markerConfig = { ...config, source: 'snippet' }
  const script = document.createElement('script')
  script.async = true
  script.src = scriptUrl
  script.dataset.bugReport = ''
  document.head.append(script)
  return script
}
