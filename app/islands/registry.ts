import type { ComponentType } from 'react'

import type { IslandName } from './names'

// Which module holds each island. Each is a chunk of its own that loads only on a page that has it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are the JSON the server wrote
type AnyComponent = ComponentType<any>

export const islands: Record<IslandName, () => Promise<AnyComponent>> = {
  destination: () => import('~/components/hotel/search-fields').then((m) => m.DestinationFieldView),
  'date-range': () => import('~/components/hotel/date-range').then((m) => m.DateRangeView),
  travellers: () => import('~/components/hotel/travellers').then((m) => m.TravellersView),
  'load-more': () => import('~/components/hotel/load-more').then((m) => m.LoadMoreView),
  'consent-map': () => import('~/components/map/consent-map').then((m) => m.ConsentMapView),
  'bug-report': () => import('~/components/bug-report').then((m) => m.BugReportButton),
  'save-button': () => import('~/components/saved/save-button').then((m) => m.SaveButtonView),
  'saved-count': () => import('~/components/saved/saved-count').then((m) => m.SavedCountView),
  'booking-form': () => import('~/components/booking/booking-form').then((m) => m.BookingForm),
  select: () => import('~/components/ui/select').then((m) => m.Select),
  'trip-tabs': () => import('~/components/round-trip/trip-tabs').then((m) => m.TripTabsView),
  gallery: () => import('~/components/gallery').then((m) => m.GalleryView),
  'page-preload': () => import('~/components/document-preload').then((m) => m.DocumentPreloadView),
}
