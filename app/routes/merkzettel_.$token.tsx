import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { SavedList } from '~/components/saved/saved-list'
import { Link } from '~/components/site-link'
import { pageMeta } from '~/lib/meta'
import { loadSharedList } from '~/saved-trips.server'
import { notFound } from '~/trpc.server'

import { tSavedList } from '../../core/copy/saved-list'
import { tSite } from '../../core/copy/site'

// A shared Merkzettel: a read-only copy for anyone with the link (docs/decisions/merkzettel-share-links.md).
export async function loader({ params, context }: LoaderFunctionArgs) {
  const entries = await loadSharedList(context, params.token ?? '')
  return entries ? { entries } : notFound(context)
}

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tSavedList('savedList.shared'), exactPath: true }),
  { name: 'robots', content: 'noindex' },
]

export default function SharedSavedTripsPage() {
  const { entries } = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs items={[{ label: tSavedList('savedList.shared') }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tSavedList('savedList.shared')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        {tSavedList('savedList.sharedIntro')}{' '}
        <Link
          to="/hotel/account/gespeicherte-reisen"
          className="text-brand-dark underline underline-offset-4"
        >
          {tSite('nav.savedTrips')}
        </Link>
        .
      </p>
      <div className="mt-8">
        <SavedList entries={entries} editable={false} />
      </div>
    </main>
  )
}
