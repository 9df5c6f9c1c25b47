import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'

import { bookingSucceeded, loadBookingPage, requireOffer } from '~/booking.server'
import { BookingForm } from '~/components/booking/booking-form'
import { PriceBreakdown, priceIncludes, StaySummary } from '~/components/booking/summary'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { parseForm, replyWithErrors, replyWithRefusal } from '~/forms.server'
import { Island } from '~/islands/island'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import type { PageHandle } from '~/root'
import { serverCaller } from '~/trpc.server'

import { bookingFormSchema, otherTravellers, travellerLabels } from '../../core/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tSite } from '../../core/copy/site'

// Served as an island page (docs/decisions/hotel-pages-as-islands.md): only the form is hydrated, for its
// checks while the visitor corrects a field; hydrating the whole page was most of its blocking time.
export const handle: PageHandle = { islands: true }

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  ...pageMeta(matches, location, {
    title: data
      ? tBookingPages('bookingPages.titleOfHotel', { hotel: data.quote.hotel.name })
      : tBookingPages('bookingPages.booking'),
  }),
  { name: 'robots', content: 'noindex' },
]

export const loader = ({ request, context }: LoaderFunctionArgs) => loadBookingPage(request, context)

export const headers = withActionRetryAfter

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const offer = await requireOffer(context, url.searchParams.get('hotel') ?? undefined, url.searchParams)
  const submission = parseForm(await request.formData(), bookingFormSchema)
  if (submission.status !== 'success') return replyWithErrors(submission)
  if (submission.value.travellers.length !== otherTravellers(offer.stay)) {
    return replyWithErrors(submission, { formErrors: [tBookingPages('bookingPages.namesMissing')] })
  }
  try {
    return await bookingSucceeded(await serverCaller(context).booking.book({ offer, form: submission.value }))
  } catch (error) {
    // Refused input, a changed price or a sold-out room, too many bookings from this client, address or
    // account: nothing held, the form again with what was typed and the reason (400, 409, 429).
    return replyWithRefusal(submission, error, {
      notes: {
        conflict: [tBookingPages('bookingPages.notBooked')],
      },
    })
  }
}

export default function BookingPage() {
  const { quote, prefill, idempotencyKey, offer } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const persons = quote.stay.adults + quote.stay.childrenAges.length
  // A refused form comes first on phones, so that the page opens with its summary of what to correct.
  const refused = actionData?.result.status === 'error'
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.hotels'), to: '/hotel' },
          { label: quote.hotel.name, to: `/hotel/details/${quote.hotel.id}` },
          { label: tBookingPages('bookingPages.booking') },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tBookingPages('bookingPages.yourBooking')}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className={refused ? 'order-1' : 'order-2 lg:order-1'}>
          <Island
            name="booking-form"
            component={BookingForm}
            props={{
              lastResult: actionData?.result,
              defaults: prefill,
              travellerLabels: travellerLabels(offer.stay),
              idempotencyKey,
              expectedTotal: quote.total,
            }}
          />
        </div>
        <aside
          aria-labelledby="ihr-aufenthalt"
          className={`space-y-6 ${refused ? 'order-2' : 'order-1 lg:order-2'}`}
        >
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="ihr-aufenthalt" className="text-xl font-bold">
              {tBookingPages('bookingPages.yourStay')}
            </h2>
            <div className="mt-4 text-sm">
              <StaySummary
                stay={{
                  hotelName: quote.hotel.name,
                  city: quote.hotel.city,
                  roomTypeName: quote.roomType.name,
                  rateName: quote.rate.name,
                  board: quote.rate.board,
                  ...quote.stay,
                  freeCancellationUntil: quote.freeCancellationUntil,
                }}
              />
            </div>
          </section>
          <section
            aria-labelledby="preis"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="preis" className="text-xl font-bold">
              {tBookingPages('bookingPages.price')}
            </h2>
            <div className="mt-4">
              <PriceBreakdown
                price={{
                  nightly: quote.nightly,
                  rooms: quote.stay.rooms,
                  roomPrice: quote.roomPrice,
                  touristTax: quote.touristTax,
                  total: quote.total,
                  persons,
                  nights: quote.stay.nights,
                }}
              />
            </div>
            <p className="mt-3 text-xs text-slate-600">{priceIncludes}</p>
            <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {tBookingPages('bookingPages.noWithdrawal')}
            </p>
          </section>
        </aside>
      </div>
    </main>
  )
}
