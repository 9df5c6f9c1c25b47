import { customEndpoint } from '@directus/sdk'
import { z } from 'zod'

import type { BookingForm, OfferRef } from '../../core/booking'
import { Refusal } from '../../core/refusal'
import type { Caller } from '../context'

// The booking endpoint extension of Directus (directus/extensions/reiseportal/src/booking): quoting, booking and
// cancelling run there, each in one database transaction. Its answers are parsed, never cast; its refusals
// (a changed price, a sold-out room, a changed cancellation fee, an unknown booking …) reach the caller as
// the Directus client read them (core/refusal.ts).

const money = z.union([z.number(), z.string()]).transform(Number)
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((value) => value.slice(0, 10))

const quoteSchema = z
  .object({
    hotel: z.object({
      id: z.number(),
      name: z.string(),
      city: z.string().nullish(),
      stars: z.number().nullish(),
      check_in: z.string().nullish(),
      check_out: z.string().nullish(),
    }),
    room_type: z.object({ id: z.number(), name: z.string() }),
    rate: z.object({ id: z.number(), name: z.string(), board: z.string() }),
    arrival: date,
    departure: date,
    nights: z.number(),
    rooms: z.number(),
    adults: z.number(),
    children_ages: z.array(z.number()),
    nightly: z.array(z.object({ night: date, price: money })),
    room_price: money,
    tourist_tax: money,
    total: money,
    free_cancellation_until: date.nullish(),
    rooms_left: z.number(),
  })
  .transform((quote) => ({
    hotel: {
      id: quote.hotel.id,
      name: quote.hotel.name,
      city: quote.hotel.city ?? null,
      stars: quote.hotel.stars ?? null,
      checkIn: quote.hotel.check_in ?? null,
      checkOut: quote.hotel.check_out ?? null,
    },
    roomType: quote.room_type,
    rate: quote.rate,
    stay: {
      arrival: quote.arrival,
      departure: quote.departure,
      nights: quote.nights,
      rooms: quote.rooms,
      adults: quote.adults,
      childrenAges: quote.children_ages,
    },
    nightly: quote.nightly,
    roomPrice: quote.room_price,
    touristTax: quote.tourist_tax,
    total: quote.total,
    freeCancellationUntil: quote.free_cancellation_until ?? null,
    roomsLeft: quote.rooms_left,
  }))

export type Quote = z.output<typeof quoteSchema>

const segmentSchema = z.object({
  id: z.string(),
  sort: z.number().nullish(),
  kind: z.string().nullish(),
  title: z.string().nullish(),
  start_date: date.nullish(),
  end_date: date.nullish(),
})

const guestSchema = z.object({
  salutation: z.string().nullish(),
  first_name: z.string(),
  last_name: z.string(),
})

const bookingSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    hotel: z.object({ id: z.number(), name: z.string(), city: z.string().nullish() }).nullish(),
    room_type: z.object({ id: z.number(), name: z.string() }).nullish(),
    rate: z.object({ id: z.number(), name: z.string() }).nullish(),
    board: z.string().nullish(),
    arrival: date,
    departure: date,
    rooms: z.number().nullish(),
    adults: z.number().nullish(),
    children_ages: z.array(z.number()).nullish(),
    guests: z.array(guestSchema).nullish(),
    price_total: money.nullish(),
    price_breakdown: z
      .object({
        room_price: money,
        tourist_tax: money,
        nightly: z.array(z.object({ night: date, price: money })),
      })
      .partial()
      .nullish(),
    payment_method: z.string().nullish(),
    arrival_time: z.string().nullish(),
    wishes: z.string().nullish(),
    free_cancellation_until: date.nullish(),
    date_created: z.string().nullish(),
    segments: z.array(segmentSchema).nullish(),
  })
  .transform((row) => ({
    id: row.id,
    status: row.status,
    hotel: row.hotel ? { id: row.hotel.id, name: row.hotel.name, city: row.hotel.city ?? null } : null,
    roomTypeName: row.room_type?.name ?? null,
    rateName: row.rate?.name ?? null,
    board: row.board ?? null,
    arrival: row.arrival,
    departure: row.departure,
    rooms: row.rooms ?? 1,
    adults: row.adults ?? 1,
    childrenAges: row.children_ages ?? [],
    guests: (row.guests ?? []).map((guest) => ({
      salutation: guest.salutation ?? null,
      firstName: guest.first_name,
      lastName: guest.last_name,
    })),
    total: row.price_total ?? null,
    roomPrice: row.price_breakdown?.room_price ?? null,
    touristTax: row.price_breakdown?.tourist_tax ?? null,
    nightly: row.price_breakdown?.nightly ?? [],
    paymentMethod: row.payment_method ?? null,
    arrivalTime: row.arrival_time ?? null,
    wishes: row.wishes ?? null,
    freeCancellationUntil: row.free_cancellation_until ?? null,
    createdAt: row.date_created ?? null,
    segments: [...(row.segments ?? [])]
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((segment) => ({
        id: segment.id,
        kind: segment.kind ?? 'stay',
        title: segment.title ?? null,
        startDate: segment.start_date ?? null,
        endDate: segment.end_date ?? null,
      })),
  }))

export const folderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    email: z.string(),
    status: z.string().nullish(),
    date_created: z.string().nullish(),
    bookings: z.array(bookingSchema).nullish(),
  })
  .transform((row) => ({
    id: row.id,
    number: row.number,
    email: row.email,
    createdAt: row.date_created ?? null,
    bookings: row.bookings ?? [],
  }))

export type FolderView = z.output<typeof folderSchema>

function offerBody(offer: OfferRef) {
  return {
    hotel: offer.hotel,
    room_type: offer.roomType,
    rate: offer.rate,
    arrival: offer.stay.arrival,
    departure: offer.stay.departure,
    rooms: offer.stay.rooms,
    adults: offer.stay.adults,
    children_ages: offer.stay.childrenAges,
  }
}

function post<Output>(caller: Caller, path: string, body: unknown) {
  return caller(
    customEndpoint<Output>({ path: `/booking/${path}`, method: 'POST', body: JSON.stringify(body) }),
  )
}

export const bookingAdapter = {
  async quote(caller: Caller, offer: OfferRef): Promise<Quote> {
    return quoteSchema.parse(await post<unknown>(caller, 'quote', offerBody(offer)))
  },

  async book(
    caller: Caller,
    offer: OfferRef,
    form: BookingForm,
  ): Promise<{ folderId: string; number: string; email: string; repeated: boolean }> {
    const body = {
      ...offerBody(offer),
      guest: {
        salutation: form.salutation,
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        phone: form.phone,
        street: form.street,
        postal_code: form.postal_code,
        city: form.city,
        country: form.country,
      },
      travellers: form.travellers,
      arrival_time: form.arrival_time ?? null,
      wishes: form.wishes ?? null,
      payment_method: form.payment_method,
      expected_total: form.expected_total,
      idempotency_key: form.idempotency_key,
    }
    const answer = z
      .object({
        folder: z.object({ id: z.string(), number: z.string(), email: z.string() }),
        // The same form sent again: the booking made then, nothing new held.
        repeated: z.boolean().default(false),
      })
      .parse(await post<unknown>(caller, 'book', body))
    return {
      folderId: answer.folder.id,
      number: answer.folder.number,
      email: answer.folder.email,
      repeated: answer.repeated,
    }
  },

  /** A guest's folder by its number and the e-mail address it was booked with; null reveals nothing more. */
  async lookup(caller: Caller, number: string, email: string): Promise<FolderView | null> {
    try {
      return folderSchema.parse(await post<unknown>(caller, 'lookup', { number, email }))
    } catch (error) {
      if (error instanceof Refusal && error.kind === 'not-found') return null
      throw error
    }
  },

  /** `expected_fee`: the cost in cents the visitor confirmed; when it has changed meanwhile, a conflict. */
  async cancel(
    caller: Caller,
    input: { booking: string; expected_fee: number; number?: string; email?: string },
  ): Promise<{ status: string }> {
    return z.object({ status: z.string() }).parse(await post<unknown>(caller, 'cancel', input))
  },

  /** A POST: each export mails the customer. */
  async exportData(caller: Caller): Promise<unknown> {
    return caller(customEndpoint<unknown>({ path: '/booking/export', method: 'POST' }))
  },

  async deleteAccount(caller: Caller, password: string): Promise<void> {
    await post<unknown>(caller, 'delete-account', { password })
  },
}
