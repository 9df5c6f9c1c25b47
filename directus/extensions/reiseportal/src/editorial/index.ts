// What editors save is checked when they save it, and what they schedule happens on time:
//
// - a landing page's path must be one the site can show (core/paths.ts), the bug-report widget's further
//   settings an object of the known settings (core/bug-report.ts), and a withdrawal time after the
//   publication time (core/schedule.ts). Directus refuses anything else with a German message in the Data
//   Studio (and at the API), so a wrong setting never reaches the live site;
// - every SCHEDULE_CRON tick, items of the scheduled collections whose "Veröffentlichen am" or
//   "Zurückziehen am" has come change their status (through the items service, so revisions, the search
//   indexes' hooks and Directus's cache see the change). With several Directus instances, Directus runs a
//   scheduled hook on one of them per tick.
import { createError } from '@directus/errors'
import type { HookConfig, HookExtensionContext } from '@directus/types'

import { bugReportOptionsProblem } from '../../../../../core/bug-report'
import { pagePathProblem } from '../../../../../core/paths'
import {
  SCHEDULE_CRON,
  SCHEDULED_COLLECTIONS,
  isScheduledCollection,
  scheduleProblem,
  scheduledChange,
  type ScheduledItem,
} from '../../../../../core/schedule'

/** A refused save: 400, code INVALID_PAYLOAD, the German reason as the message the Data Studio shows. */
const EditorialRefusal = createError<{ field: string; reason: string }>(
  'INVALID_PAYLOAD',
  (extensions) => extensions.reason,
  400,
)

const refuse = (field: string, reason: string): never => {
  throw new EditorialRefusal({ field, reason })
}

type Payload = Record<string, unknown>

/** What a save's filter works with: the services, and the event's database handle and schema. */
interface SaveContext {
  services: HookExtensionContext['services']
  database: HookExtensionContext['database']
  schema: Awaited<ReturnType<HookExtensionContext['getSchema']>>
}

/** A time as the payload gives it (ISO text); empty is none. */
const scheduleTime = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null

/** The schedule the items will have after the save: the payload's times over the stored ones. */
async function checkSchedule(save: SaveContext, collection: string, payload: Payload, keys: unknown[]) {
  if (!('publish_on' in payload) && !('unpublish_on' in payload)) return
  // Through the items service, which returns timestamps as ISO text on every database.
  const items = new save.services.ItemsService(collection, {
    schema: save.schema,
    knex: save.database,
    accountability: null,
  })
  const stored = (
    keys.length
      ? await items.readMany(keys as number[], { fields: ['publish_on', 'unpublish_on'] })
      : [{ publish_on: null, unpublish_on: null }]
  ) as Array<Pick<ScheduledItem, 'publish_on' | 'unpublish_on'>>
  for (const item of stored) {
    const problem = scheduleProblem({
      publish_on: 'publish_on' in payload ? scheduleTime(payload.publish_on) : scheduleTime(item.publish_on),
      unpublish_on:
        'unpublish_on' in payload ? scheduleTime(payload.unpublish_on) : scheduleTime(item.unpublish_on),
    })
    if (problem) refuse('unpublish_on', problem)
  }
}

async function checkSave(save: SaveContext, collection: string, payload: Payload, keys: unknown[]) {
  if (collection === 'pages' && 'path' in payload) {
    const problem = pagePathProblem(payload.path)
    if (problem) refuse('path', problem)
  }
  if (collection === 'site_settings' && 'bug_report_options' in payload) {
    const problem = bugReportOptionsProblem(payload.bug_report_options)
    if (problem) refuse('bug_report_options', problem)
  }
  if (isScheduledCollection(collection)) await checkSchedule(save, collection, payload, keys)
}

/** Applies every schedule whose time has come; how many items changed. */
export async function applySchedules(
  { services, getSchema, database, logger }: HookExtensionContext,
  now: Date,
): Promise<number> {
  const schema = await getSchema({ database })
  let changed = 0
  for (const collection of SCHEDULED_COLLECTIONS) {
    // Until the schema script has run (a fresh database, an older one before its update) there is nothing to do.
    if (!schema.collections[collection]?.fields.unpublish_on) continue
    const fields = ['id', 'status', 'publish_on', 'unpublish_on']
    if (collection === 'articles') fields.push('published_at')
    const due = now.toISOString()
    const items = new services.ItemsService(collection, { schema, knex: database, accountability: null })
    const rows = (await items.readByQuery({
      fields,
      filter: { _or: [{ publish_on: { _lte: due } }, { unpublish_on: { _lte: due } }] },
      limit: 500,
    })) as Array<ScheduledItem & { id: number }>
    for (const row of rows) {
      const change = scheduledChange(row, now)
      if (!change) continue
      await items.updateOne(row.id, change)
      changed += 1
      if (change.status) logger.info(`editorial: ${collection} ${row.id} is now ${change.status} (scheduled)`)
    }
  }
  return changed
}

const editorial: HookConfig = ({ filter, schedule }, context) => {
  // The event's own database handle: inside a transaction the items service holds SQLite's one connection.
  filter('items.create', async (payload, meta, { database, schema }) => {
    const save = { services: context.services, database, schema: schema! }
    await checkSave(save, meta.collection as string, payload as Payload, [])
    return payload
  })
  filter('items.update', async (payload, meta, { database, schema }) => {
    await checkSave(
      { services: context.services, database, schema: schema! },
      meta.collection as string,
      payload as Payload,
      Array.isArray(meta.keys) ? (meta.keys as unknown[]) : [],
    )
    return payload
  })
  schedule(SCHEDULE_CRON, async () => {
    try {
      await applySchedules(context, new Date())
    } catch (error) {
      context.logger.error(error, 'editorial: applying the schedules failed')
    }
  })
}

export default editorial
