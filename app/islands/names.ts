/** The islands the entry knows (`registry.ts`); a name used by `<Island>` must be one of these. */
export type IslandName =
  | 'destination'
  | 'date-range'
  | 'travellers'
  | 'load-more'
  | 'consent-map'
  | 'bug-report'
  | 'save-button'
  | 'saved-count'
  | 'page-preload'
  | 'booking-form'
  | 'select'
  | 'trip-tabs'
