import { useEffect, useState, type MouseEvent } from 'react'

import { Island } from '~/islands/island'

import { tRoundTrip } from '../../../core/copy/round-trip'
import { TRIP_TABS, tripTab, type TripTab } from '../../../core/round-trips'

// The tabs of /rundreisen/reise2/{slug}. Every tab is a link with `?reiter=…` of its own, and the server
// renders every panel, all but the current one hidden: without JavaScript a tab is a page load; with it
// (an island) a click shows the panel at once, writes the tab's address into the history and leaves the
// page where it is; back and forward switch the tabs again.

/** The panel of a tab: `reiter-reiseverlauf` and so on. */
export const tabPanelId = (tab: TripTab) => `reiter-${tab}`

export interface TripTabsProps {
  current: TripTab
  /** Each tab's address as the visitor's domain and preview write it. */
  hrefs: Record<TripTab, string>
}

function showPanel(tab: TripTab) {
  for (const [key] of TRIP_TABS)
    document.getElementById(tabPanelId(key))?.toggleAttribute('hidden', key !== tab)
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

export function TripTabsView({ current, hrefs }: TripTabsProps) {
  const [tab, setTab] = useState(current)

  useEffect(() => {
    const followHistory = () => {
      const next = tripTab(new URL(window.location.href).searchParams.get('reiter'))
      showPanel(next)
      setTab(next)
    }
    window.addEventListener('popstate', followHistory)
    return () => window.removeEventListener('popstate', followHistory)
  }, [])

  const select = (key: TripTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return
    event.preventDefault()
    if (key === tab) return
    showPanel(key)
    setTab(key)
    window.history.pushState(null, '', hrefs[key])
  }

  return (
    <nav aria-label={tRoundTrip('roundTrip.tabs')} className="mt-8 border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-2">
        {TRIP_TABS.map(([key, label]) => {
          const selected = key === tab
          return (
            <li key={key}>
              <a
                href={hrefs[key]}
                onClick={select(key)}
                aria-current={selected ? 'page' : undefined}
                className={
                  selected
                    ? 'inline-block border-b-4 border-brand-dark px-3 py-2 font-semibold text-brand-dark'
                    : 'inline-block border-b-4 border-transparent px-3 py-2 text-slate-700 hover:border-slate-300'
                }
              >
                {label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export function TripTabs(props: TripTabsProps) {
  return <Island name="trip-tabs" component={TripTabsView} props={props} />
}
