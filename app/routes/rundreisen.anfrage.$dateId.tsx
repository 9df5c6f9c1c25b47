import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'

import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { DepartureSummary, EnquiryForm, EnquirySent } from '~/components/round-trip/enquiry'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { enquiryAction, loadEnquiryPage } from '~/round-trips.server'

import { tSite } from '../../core/copy/site'

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadEnquiryPage(request, context, params.dateId)

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  enquiryAction(request, context, params.dateId)

export const headers = withActionRetryAfter

function heading(data: { sent: { waitlist: boolean } | null; departure: { availability: string } }) {
  if (data.sent) return data.sent.waitlist ? 'Sie stehen auf der Warteliste' : 'Vielen Dank für Ihre Anfrage'
  return data.departure.availability === 'sold_out'
    ? 'Platz auf der Warteliste anfragen'
    : 'Anfrage zur Rundreise'
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  ...pageMeta(matches, location, { title: data ? `${heading(data)}: ${data.trip.title}` : 'Anfrage' }),
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
          { label: waitlist ? 'Warteliste' : 'Anfrage' },
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
                {waitlist
                  ? 'Dieser Termin ist ausgebucht. Tragen Sie sich unverbindlich auf die Warteliste ein: Wird ein Platz frei, melden wir uns sofort bei Ihnen.'
                  : 'Fragen Sie diesen Termin unverbindlich an. Wir prüfen die Verfügbarkeit und senden Ihnen ein Angebot; gebucht ist die Reise erst, wenn Sie es annehmen.'}
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
