import { useEffect, useState } from 'react'

import {
  giveBugReportConsent,
  hasBugReportConsent,
  loadBugReportWidget,
  type BugReportWidget,
} from '~/lib/bug-report'
import { useHydrated } from '~/lib/hydrated'

/**
 * The bug-report widget: after the page has mounted it loads the vendor's script if the visitor agreed
 * before; otherwise it offers a button that asks for the widget (that click is the consent). Nothing before
 * hydration: without JavaScript the widget could not run anyway. An island on the hotel pages.
 */
export function BugReportButton(widget: BugReportWidget) {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!hasBugReportConsent()) return
    loadBugReportWidget(widget)
    setLoaded(true)
    // The configuration is fixed for the page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (!hydrated || loaded) return null
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
        Fehler melden
      </button>
      <span className="ml-2 text-xs text-slate-600">
        (lädt das Meldeformular von Marker.io; dabei werden Daten an den Anbieter übertragen)
      </span>
    </div>
  )
}
