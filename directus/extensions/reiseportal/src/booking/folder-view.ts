import type { Knex } from 'knex'

import type { BookingRow, FolderRow, SegmentRow } from './rows'
import { tSite } from '../../../../../core/copy/site'
import { isoDay, jsonValue } from '../shared/db-values'

// A folder with its bookings as the site shows them (the look-up, the account, documents and mails).

interface Named {
  id: number
  name: string
  city?: string | null
}

const isoTime = (value: unknown) => (value ? new Date(value as string | number).toISOString() : null)

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]))

const ids = (values: (number | null)[]) => values.filter((value): value is number => Boolean(value))

function bookingView(
  b: BookingRow,
  related: { hotels: Map<number, Named>; roomTypes: Map<number, Named>; rates: Map<number, Named> },
  segments: SegmentRow[],
) {
  return {
    id: b.id,
    status: b.status,
    hotel: (b.hotel !== null && related.hotels.get(b.hotel)) || null,
    room_type: related.roomTypes.get(b.room_type) ?? null,
    rate: (b.rate !== null && related.rates.get(b.rate)) || null,
    board: b.board,
    arrival: isoDay(b.arrival),
    departure: isoDay(b.departure),
    rooms: b.rooms,
    adults: b.adults,
    children_ages: (jsonValue(b.children_ages) as number[] | null) ?? [],
    guests: (jsonValue(b.guests) as { first_name: string; last_name: string }[] | null) ?? [],
    price_total: Number(b.price_total),
    price_breakdown: jsonValue(b.price_breakdown) as { room_price?: number; tourist_tax?: number } | null,
    payment_method: b.payment_method,
    arrival_time: b.arrival_time,
    wishes: b.wishes,
    free_cancellation_until: isoDay(b.free_cancellation_until),
    date_created: isoTime(b.date_created),
    segments: segments
      .filter((s) => s.booking === b.id)
      .map((s) => ({
        id: s.id,
        sort: s.sort,
        kind: s.kind,
        title: s.title,
        start_date: isoDay(s.start_date),
        end_date: isoDay(s.end_date),
      })),
  }
}

export type BookingView = ReturnType<typeof bookingView>

export async function folderView(knex: Knex, folder: FolderRow) {
  const bookings = await knex<BookingRow>('bookings').where({ folder: folder.id }).orderBy('arrival')
  const [hotels, roomTypes, rates, segments] = await Promise.all([
    knex<Named>('hotels')
      .select('id', 'name', 'city')
      .whereIn('id', ids(bookings.map((b) => b.hotel))),
    knex<Named>('room_types')
      .select('id', 'name')
      .whereIn('id', ids(bookings.map((b) => b.room_type))),
    knex<Named>('rates')
      .select('id', 'name')
      .whereIn('id', ids(bookings.map((b) => b.rate))),
    knex<SegmentRow>('segments')
      .whereIn(
        'booking',
        bookings.map((b) => b.id),
      )
      .orderBy('sort'),
  ])
  const related = { hotels: byId(hotels), roomTypes: byId(roomTypes), rates: byId(rates) }
  return {
    id: folder.id,
    number: folder.number,
    email: folder.email,
    status: folder.status,
    date_created: isoTime(folder.date_created),
    bookings: bookings.map((b) => bookingView(b, related, segments)),
  }
}

export type FolderView = Awaited<ReturnType<typeof folderView>>

type Labels = Record<string, string>

/**
 * German labels of a select field's values (board, payment method, status), from the field's choices in
 * the data model (directus/scripts/schema.ts), so that the labels exist once.
 */
async function choiceLabels(database: Knex, collection: string, field: string): Promise<Labels> {
  const row = await database('directus_fields').select('options').where({ collection, field }).first()
  const options = jsonValue(row?.options) as { choices?: { value: string; text: string }[] } | null
  return Object.fromEntries((options?.choices ?? []).map((choice) => [choice.value, choice.text]))
}

export interface BookingLabels {
  board: Labels
  payment: Labels
  status: Labels
}

export async function bookingLabels(database: Knex): Promise<BookingLabels> {
  const [board, payment, status] = await Promise.all([
    choiceLabels(database, 'bookings', 'board'),
    choiceLabels(database, 'bookings', 'payment_method'),
    choiceLabels(database, 'bookings', 'status'),
  ])
  return { board, payment, status }
}

export async function projectName(database: Knex): Promise<string> {
  const row = await database('directus_settings').select('project_name').first()
  return (row?.project_name as string | null | undefined) ?? tSite('site.name')
}
