import type { SubmissionResult } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'

import { ContactFields } from '~/components/form/contact-fields'
import {
  CheckboxField,
  FormErrors,
  Honeypot,
  RadioGroupField,
  SchemaForm,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { formatDate, formatPrice } from '~/lib/format'

import { availabilityLabel, PackageTravelLink, PRICE_NOTE, tripPath } from './detail'
import { travellersLabel } from '../../../core/copy/booking'
import { tCommon } from '../../../core/copy/common'
import { tEnquiry } from '../../../core/copy/enquiry'
import { tRoundTrip } from '../../../core/copy/round-trip'
import { tRoundTripPage } from '../../../core/copy/round-trip-page'
import { tSearchForm } from '../../../core/copy/search-form'
import { tSite } from '../../../core/copy/site'
import { CHILD_SLOTS, enquiryFormSchema, MAX_TRAVELLERS } from '../../../core/enquiry'
import {
  cheapestPlan,
  CHILD_PRICE_MAX_AGE,
  roomPlan,
  offeredRooms,
  roomRefusal,
  TRIP_ROOMS,
  type DeparturePrices,
  type TripParty,
  type TripRoom,
} from '../../../core/round-trip-rooms'
import { GUARANTEED_LABEL, seatsText } from '../../../core/round-trips'
import type { EnquiryDeparture, OwnEnquiry } from '../../../trpc/types'

// The enquiry page's parts (/rundreisen/anfrage/{date_id}): the departure, the form and the confirmation.

export interface EnquiryDefaults {
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  phone?: string | null
}

/**
 * The enquiry for one departure: travellers with the children's ages at departure, the room wish,
 * contact, a message and the consent. For a full departure the same form asks for the waiting list.
 */
export function EnquiryForm({
  lastResult,
  defaults,
  waitlist,
  prices,
  party,
  room,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  defaults: EnquiryDefaults
  waitlist: boolean
  /** The departure's prices, for the rooms it offers and the party's total. */
  prices: DeparturePrices
  /** The party and room the page was opened with (from the departures table). */
  party: TripParty
  room: TripRoom | null
}) {
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(enquiryFormSchema, {
    id: 'anfrage',
    lastResult,
    defaultValue: {
      ...defaults,
      adults: String(party.adults),
      room: room ?? cheapestPlan(party, prices)?.room ?? 'double',
      children_ages: Array.from({ length: CHILD_SLOTS }, (_, index) =>
        party.childrenAges[index] === undefined ? '' : String(party.childrenAges[index]),
      ),
    },
  })
  const children = fields.children_ages.getFieldList()
  // The rooms the departure offers at all; whether one fits the party, the total below says.
  const offered = Object.fromEntries(offeredRooms(prices).map((key) => [key, TRIP_ROOMS[key]]))

  return (
    <>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-6 space-y-8">
        <Honeypot />
        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">{tCommon('common.travellers')}</legend>
          <TextField
            field={fields.adults}
            label={tCommon('common.adults')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TRAVELLERS}
            className="max-w-xs"
          />
          <fieldset aria-describedby="anfrage-kinder-hinweis">
            <legend className="text-sm font-medium">{tEnquiry('enquiry.children')}</legend>
            <p id="anfrage-kinder-hinweis" className="text-sm text-slate-600">
              {tEnquiry('enquiry.childrenHint')}
            </p>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {children.map((child, index) => (
                <TextField
                  key={child.key}
                  field={child}
                  label={tSearchForm('searchForm.childAge', { number: index + 1 })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={17}
                />
              ))}
            </div>
          </fieldset>
          <RadioGroupField
            field={fields.room}
            legend={tEnquiry('enquiry.roomWish')}
            options={offered}
            inline
          />
          <PartyTotal
            prices={prices}
            adults={fields.adults.value}
            ages={children.map((child) => child.value)}
            room={fields.room.value}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">{tEnquiry('enquiry.contact')}</legend>
          <ContactFields fields={fields} phoneLabel={tEnquiry('enquiry.phone')} />
          <TextAreaField
            field={fields.message}
            label={tEnquiry('enquiry.message')}
            hint={tEnquiry('enquiry.messageHint')}
          />
        </fieldset>

        <CheckboxField field={fields.privacy}>
          {tEnquiry('enquiry.consentBefore')}{' '}
          <Link to="/datenschutz" className="text-brand-dark underline">
            {tCommon('common.privacyPolicy')}
          </Link>
          .
        </CheckboxField>

        <div>
          <button
            type="submit"
            className="button-primary w-full sm:w-auto"
            disabled={submitting}
            aria-busy={submitting}
          >
            {waitlist ? tEnquiry('enquiry.joinWaitlist') : tEnquiry('enquiry.submit')}
          </button>
          <p className="mt-2 text-sm text-slate-600">{tEnquiry('enquiry.freeOfCharge')}</p>
        </div>
      </SchemaForm>
    </>
  )
}

/**
 * What the whole party pays in the wished rooms, as the enquiry will state it; it follows the fields as the
 * visitor changes them (with JavaScript) and shows the values the page was opened or answered with.
 */
function PartyTotal({
  prices,
  adults,
  ages,
  room,
}: {
  prices: DeparturePrices
  adults: unknown
  ages: unknown[]
  room: unknown
}) {
  const party = {
    adults: Number(adults),
    childrenAges: ages.filter((age) => typeof age === 'string' && /^\d{1,2}$/.test(age)).map(Number),
  }
  const wish = offeredRooms(prices).find((key) => key === room)
  if (!Number.isInteger(party.adults) || party.adults < 1 || !wish) return null
  const plan = roomPlan(wish, party, prices)
  return (
    <p role="status" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {plan ? (
        <>
          <span className="block text-sm text-slate-700">
            {tEnquiry('enquiry.tripPriceFor', { travellers: travellersLabel(party) })}
          </span>
          <strong className="text-lg">{formatPrice(plan.total)}</strong>
          <span className="text-sm text-slate-700">{` · ${plan.label}`}</span>
        </>
      ) : (
        roomRefusal(wish, party, prices)
      )}
    </p>
  )
}

/** The chosen departure, summarised beside the form. */
export function DepartureSummary({ found }: { found: EnquiryDeparture }) {
  const { departure, variant, trip } = found
  const seats = seatsText(departure)
  const rows: Array<[string, string]> = [
    [tEnquiry('enquiry.trip'), trip.title],
    [tEnquiry('enquiry.variant'), variant.title],
    [
      tEnquiry('enquiry.departure'),
      tEnquiry('enquiry.departureDates', {
        start: formatDate(departure.startDate),
        end: formatDate(departure.endDate),
        days: variant.days,
      }),
    ],
    [tRoundTrip('roundTrip.pricePerPerson'), formatPrice(departure.pricePerPerson)],
    [
      tRoundTripPage('roundTripPage.singleSupplement'),
      departure.singleSupplement === null
        ? tRoundTrip('roundTrip.onRequest')
        : formatPrice(departure.singleSupplement),
    ],
    ...(departure.tripleReduction === null
      ? []
      : [
          [
            tEnquiry('enquiry.tripleRoom'),
            tEnquiry('enquiry.tripleReduction', { amount: formatPrice(departure.tripleReduction) }),
          ] as [string, string],
        ]),
    ...(departure.childPrice === null
      ? []
      : [
          [
            tEnquiry('enquiry.familyRoom'),
            tEnquiry('enquiry.childPrice', {
              age: CHILD_PRICE_MAX_AGE,
              price: formatPrice(departure.childPrice),
            }),
          ] as [string, string],
        ]),
    [
      tRoundTrip('roundTrip.availability'),
      [availabilityLabel(departure.availability), seats, departure.guaranteed ? GUARANTEED_LABEL : null]
        .filter(Boolean)
        .join(' · '),
    ],
  ]
  return (
    <section
      aria-labelledby="ihr-termin"
      className="rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="ihr-termin" className="text-xl font-bold">
        {tEnquiry('enquiry.yourDeparture')}
      </h2>
      <dl className="mt-4 space-y-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-600">{PRICE_NOTE}</p>
      <p className="mt-3">
        <Link to={tripPath(variant.slug)} className="text-brand-dark underline">
          {tEnquiry('enquiry.toTrip')}
        </Link>
      </p>
      <PackageTravelLink className="mt-2 block" />
    </section>
  )
}

/** What the visitor sees after sending: the reference, where the confirmation went, the way on. */
export function EnquirySent({
  sent,
  variantSlug,
  signedIn,
}: {
  sent: { reference: string; email: string; waitlist: boolean }
  variantSlug: string
  signedIn: boolean
}) {
  return (
    <section role="status" className="mt-6 max-w-prose rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <p>
        {tEnquiry('enquiry.referenceBefore')} <strong>{sent.reference}</strong>.
      </p>
      <p className="mt-2">
        {sent.waitlist ? `${tEnquiry('enquiry.sentWaitlist')} ` : `${tEnquiry('enquiry.sentOffer')} `}
        {tEnquiry('enquiry.confirmationBefore')} <strong>{sent.email}</strong>{' '}
        {tEnquiry('enquiry.confirmationAfter')}
      </p>
      {signedIn && (
        <p className="mt-2">
          {tEnquiry('enquiry.inAccount')}{' '}
          <Link to="/hotel/account/buchungen" className="text-brand-dark underline">
            {tSite('account.nav.bookings')}
          </Link>
          .
        </p>
      )}
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to={tripPath(variantSlug)} className="button-primary">
          {tEnquiry('enquiry.backToTrip')}
        </Link>
        <Link to="/rundreisen" className="self-center font-semibold text-brand-dark underline">
          {tEnquiry('enquiry.moreTrips')}
        </Link>
      </p>
    </section>
  )
}

const isRoomWish = (value: string | null): value is TripRoom =>
  Object.keys(TRIP_ROOMS).some((key) => key === value)

function enquiryState(enquiry: OwnEnquiry): string {
  if (enquiry.answered) return tEnquiry('enquiry.state.answered')
  return enquiry.waitlist ? tEnquiry('enquiry.state.waitlist') : tEnquiry('enquiry.state.open')
}

/** The signed-in customer's round-trip enquiries, in the account next to the bookings. */
export function OwnEnquiries({ enquiries }: { enquiries: OwnEnquiry[] }) {
  if (enquiries.length === 0) return null
  return (
    <section aria-labelledby="anfragen" className="mt-10">
      <h2 id="anfragen" className="text-2xl font-bold">
        {tEnquiry('enquiry.own')}
      </h2>
      <ul className="mt-4 space-y-3">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="font-medium">
              {enquiry.departure ? (
                <Link to={tripPath(enquiry.departure.variantSlug)} className="text-brand-dark underline">
                  {`${enquiry.departure.tripTitle}: ${formatDate(enquiry.departure.startDate)} – ${formatDate(enquiry.departure.endDate)}`}
                </Link>
              ) : (
                tRoundTrip('roundTrip.trip')
              )}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {[
                tEnquiry('enquiry.reference', { reference: enquiry.reference }),
                enquiry.createdAt ? tEnquiry('enquiry.dated', { date: formatDate(enquiry.createdAt) }) : null,
                enquiryState(enquiry),
                [
                  tCommon('common.adultCount', { count: enquiry.adults }),
                  ...(enquiry.children ? [tCommon('common.childCount', { count: enquiry.children })] : []),
                ].join(', '),
                isRoomWish(enquiry.room) ? TRIP_ROOMS[enquiry.room] : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
