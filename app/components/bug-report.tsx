import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'

import {
  bugReportLoaded,
  documentPath,
  followAsNewDocument,
  giveBugReportConsent,
  hasBugReportConsent,
  loadBugReportWidget,
  type BugReportWidget,
} from '~/lib/bug-report'
import { useHydrated } from '~/lib/hydrated'

import { bugReportAllowedOn } from '../../core/bug-report'
import { tLayout } from '../../core/copy/layout'

/**
 * The bug-report widget: after the page has mounted it loads the vendor's script if the visitor agreed
 * before; otherwise it offers a button that asks for the widget (that click is the consent). Nothing before
 * hydration: without JavaScript the widget could not run anyway. Never on pages with personal data
 * (core/bug-report.ts), and only in a document that was loaded on a page where it may run (its CSP names
 * the widget's hosts); once loaded, the way to such a page is a new document. An island on the hotel pages.
 */
export function BugReportButton(widget: BugReportWidget) {
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  const [loaded, setLoaded] = useState(false)
  const allowedHere = bugReportAllowedOn(pathname)
  const allowedInDocument = hydrated && bugReportAllowedOn(documentPath())
  const allowed = allowedInDocument && allowedHere

  useEffect(() => {
    if (!allowed || loaded || !hasBugReportConsent()) return
    loadBugReportWidget(widget)
    setLoaded(true)
    // The configuration is fixed for the page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed])

  useEffect(() => {
    // With the script: pages without the widget as new documents, which it cannot see.
    if (loaded) return followAsNewDocument((path) => !bugReportAllowedOn(path))
    // In a document loaded on such a page, for a visitor who wants the widget: the other pages likewise.
    if (hydrated && !allowedInDocument && hasBugReportConsent())
      return followAsNewDocument(bugReportAllowedOn)
  }, [loaded, hydrated, allowedInDocument])

  useEffect(() => {
    // Reached anyway (a redirect after a form, a script's navigation): the page again, without the script.
    if (!allowedHere && bugReportLoaded()) location.replace(location.href)
  }, [allowedHere])

  if (!allowed || loaded) return null
  return (
    <div className="container-page pb-6">
      <button
        type="button"
        className="text-sm text-slate-700 underline underline-offset-4 hover:text-brand-dark"
        onClick={() => {
          giveBugReportConsent()
          loadBugReportWidget(widget).addEventListener('load', () => window.Marker?.show?.())
          setLoaded(true)
        }}
      >
        {tLayout('layout.bugReport')}
      </button>
      <span className="ml-2 text-xs text-slate-600">{tLayout('layout.bugReportHint')}</span>
    </div>
  )
}
