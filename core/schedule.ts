// Scheduled publishing. Editors give an item a time to go live ("Veröffentlichen am") and a time to be
// withdrawn ("Zurückziehen am"); Directus's `editorial` hook applies them every few seconds by changing
// the item's status, so every reader (the site, the sitemap, the catalogue's search) sees one status and
// none has to compare times. The site's caches hold a page at most their TTL (30–60 s) after that.

/** The collections whose items editors schedule. */
export const SCHEDULED_COLLECTIONS = ['pages', 'hotels', 'articles', 'round_trips'] as const
export type ScheduledCollection = (typeof SCHEDULED_COLLECTIONS)[number]

export const isScheduledCollection = (collection: string): collection is ScheduledCollection =>
  (SCHEDULED_COLLECTIONS as readonly string[]).includes(collection)

/** How often the hook looks for items whose time has come (cron with seconds). */
export const SCHEDULE_CRON = '*/10 * * * * *'

export interface ScheduledItem {
  status: string
  publish_on: string | null
  unpublish_on: string | null
  /** travel tips only: the date the tip shows */
  published_at?: string | null | undefined
}

export type ScheduleChange = Partial<
  Pick<ScheduledItem, 'status' | 'publish_on' | 'unpublish_on' | 'published_at'>
>

const passed = (time: string | null, now: Date): time is string =>
  time !== null && new Date(time).getTime() <= now.getTime()

/**
 * What the schedule changes on an item at `now`, or null. A time that has come is cleared, so that an editor
 * who later sets the status by hand is not overruled. A withdrawal time that has come ends the item's time
 * on the site whatever its publication time says; a travel tip published by the schedule shows that time
 * as its date unless an editor gave it one.
 */
export function scheduledChange(item: ScheduledItem, now: Date): ScheduleChange | null {
  if (passed(item.unpublish_on, now)) {
    return {
      ...(item.status === 'published' ? { status: 'archived' } : {}),
      unpublish_on: null,
      ...(passed(item.publish_on, now) ? { publish_on: null } : {}),
    }
  }
  if (passed(item.publish_on, now)) {
    return {
      ...(item.status === 'published' ? {} : { status: 'published' }),
      publish_on: null,
      ...(item.published_at === null ? { published_at: item.publish_on } : {}),
    }
  }
  return null
}

/** The German refusal of a schedule whose withdrawal is not after its publication, or null. */
export function scheduleProblem(item: Pick<ScheduledItem, 'publish_on' | 'unpublish_on'>): string | null {
  if (!item.publish_on || !item.unpublish_on) return null
  return new Date(item.unpublish_on).getTime() > new Date(item.publish_on).getTime()
    ? null
    : '„Zurückziehen am“ muss nach „Veröffentlichen am“ liegen.'
}
