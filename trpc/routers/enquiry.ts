import { customEndpoint, readItems } from '@directus/sdk'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { enquiryFormSchema, type EnquiryForm } from '../../core/enquiry'
import { ERROR_TEXTS } from '../../core/errors'
import { limit } from '../../server/limits'
import type { Caller } from '../context'
import { publicProcedure, router, visitorProcedure } from '../init'

// Round-trip enquiries through the enquiry endpoint in Directus (directus/extensions/reiseportal/src/enquiry), which
// checks the departure, files the enquiry with the caller's permissions and sends the mails.

async function send(caller: Caller, departure: number, form: EnquiryForm) {
  const body = {
    departure,
    adults: form.adults,
    children_ages: form.children_ages,
    room: form.room,
    salutation: form.salutation,
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    phone: form.phone ?? null,
    message: form.message ?? null,
  }
  const answer = await caller(
    customEndpoint<unknown>({ path: '/enquiry/send', method: 'POST', body: JSON.stringify(body) }),
  )
  return z.object({ id: z.string().uuid(), waitlist: z.boolean() }).parse(answer)
}

const ownEnquiry = z.object({
  id: z.string(),
  user: z.string().nullable(),
  date_created: z.string().nullable(),
  status: z.string(),
  waitlist: z.boolean().nullable(),
  adults: z.number().nullable(),
  children: z.number().nullable(),
  room: z.string().nullable(),
  departure: z
    .object({
      id: z.number(),
      start_date: z.string(),
      end_date: z.string(),
      variant: z.object({ slug: z.string(), title: z.string(), round_trip: z.object({ title: z.string() }) }),
    })
    .nullable(),
})

export const enquiryRouter = router({
  /**
   * Sends an enquiry for a departure, or a waiting-list request when it is full. A signed-in customer's
   * enquiry is theirs; a guest's goes through the server's token and belongs to nobody. Each one mails
   * the address typed and the travel company, so every attempt counts, per client and per address.
   */
  send: publicProcedure
    .input(z.object({ departure: z.number().int().min(1).max(2_147_483_647), form: enquiryFormSchema }))
    .mutation(async ({ ctx, input }) => {
      await limit('enquiry', { client: ctx.clientKey, email: input.form.email })
      return send(ctx.visitor ?? ctx.catalogue, input.departure, input.form)
    }),

  /**
   * The signed-in customer's enquiries, read with their own token (the customer policy lets Directus
   * answer only their own) and checked again here against the token's user.
   */
  mine: visitorProcedure.query(async ({ ctx }) => {
    const rows = await ctx.visitor(
      readItems('enquiries', {
        fields: [
          'id',
          'user',
          'date_created',
          'status',
          'waitlist',
          'adults',
          'children',
          'room',
          {
            departure: [
              'id',
              'start_date',
              'end_date',
              { variant: ['slug', 'title', { round_trip: ['title'] }] },
            ],
          },
        ],
        filter: { user: { _eq: ctx.userId } },
        sort: ['-date_created'],
        limit: 100,
      }),
    )
    const enquiries = z.array(ownEnquiry).parse(rows)
    if (enquiries.some((enquiry) => enquiry.user !== ctx.userId))
      throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_TEXTS.FORBIDDEN })
    return enquiries.map((enquiry) => ({
      id: enquiry.id,
      reference: enquiry.id.slice(0, 8).toUpperCase(),
      createdAt: enquiry.date_created,
      answered: enquiry.status === 'answered',
      waitlist: enquiry.waitlist === true,
      adults: enquiry.adults ?? 1,
      children: enquiry.children ?? 0,
      room: enquiry.room,
      departure: enquiry.departure && {
        id: enquiry.departure.id,
        startDate: enquiry.departure.start_date.slice(0, 10),
        endDate: enquiry.departure.end_date.slice(0, 10),
        variantSlug: enquiry.departure.variant.slug,
        variantTitle: enquiry.departure.variant.title,
        tripTitle: enquiry.departure.variant.round_trip.title,
      },
    }))
  }),
})
