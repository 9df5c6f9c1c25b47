import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'

import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { DepartureSummary, EnquiryForm, EnquirySent } from '~/components/round-trip/enquiry'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { enquiryAction, loadEnquiryPage } from '~/round-trips.server'

import { tEnquiry } from '../../core/copy/enquiry'
import { tRoundTripPage } from '../../core/copy/round-trip-page'
import { tSite } from '../../core/copy/site'

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadEnquiryPage(request, context, params.dateId)

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  enquiryAction(request, context, params.dateId)

export const headers = withActionRetryAfter

function heading(data: { sent: { waitlist: boolean } | null; departure: { availability: string } }) {
  if (data.sent)
    return data.sent.waitlist ? tEnquiry('enquiry.title.waitlisted') : tEnquiry('enquiry.title.thanks')
  return data.departure.availability === 'sold_out'
    ? tEnquiry('enquiry.title.waitlist')
    : tEnquiry('enquiry.title.enquiry')
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  ...pageMeta(matches, location, {
    title: data ? `${heading(data)}: ${data.trip.title}` : tRoundTripPage('roundTripPage.enquiry'),
  }),
  { name: 'robots', content: 'noindex' },
]

export default function EnquiryPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const waitlist = data.departure.availability === 'sold_out'
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.roundTrips'), to: '/rundreisen' },
          { label: data.trip.title, to: `/rundreisen/reise/${data.variant.slug}` },
          {
            label: waitlist
              ? tRoundTripPage('roundTripPage.waitlist')
              : tRoundTripPage('roundTripPage.enquiry'),
          },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{heading(data)}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="order-2 lg:order-1">
          {data.sent ? (
            <EnquirySent sent={data.sent} variantSlug={data.variant.slug} signedIn={data.signedIn} />
          ) : (
            <>
              <p className="max-w-prose text-slate-700">
                {waitlist ? tEnquiry('enquiry.intro.waitlist') : tEnquiry('enquiry.intro.enquiry')}
              </p>
              <EnquiryForm
                lastResult={actionData?.result}
                defaults={data.prefill}
                waitlist={waitlist}
                prices={data.departure}
                party={data.party}
                room={data.room}
              />
            </>
          )}
        </div>
        <aside className="order-1 lg:order-2">
          <DepartureSummary found={data} />
        </aside>
      </div>
    </main>
  )
}
