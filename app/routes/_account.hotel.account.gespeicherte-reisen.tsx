import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'

import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { SavedList } from '~/components/saved/saved-list'
import { ShareLink } from '~/components/saved/share-link'
import { Link } from '~/components/site-link'
import { useTranslation } from '~/i18n'
import { pageMeta } from '~/lib/meta'
import { loadSavedTrips } from '~/saved-trips.server'

import { tAccount } from '../../core/copy/account'
import { tSavedList } from '../../core/copy/saved-list'
import { tSearchPage } from '../../core/copy/search-page'
import { tSite } from '../../core/copy/site'
import { loginPath, PATHS } from '../../core/paths'

// No login flag (spec §2): anonymous visitors see the saved trips of their session, customers their own.
export const loader = ({ context }: LoaderFunctionArgs) => loadSavedTrips(context)

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tSite('nav.savedTrips') }),
  { name: 'robots', content: 'noindex' },
]

export default function SavedTripsPage() {
  const { entries, signedIn, shareUrl } = useLoaderData<typeof loader>()
  const location = useLocation()
  const { t } = useTranslation()
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs
        items={
          signedIn
            ? [{ label: t('nav.account'), to: PATHS.account }, { label: t('nav.savedTrips') }]
            : [{ label: t('nav.savedTrips') }]
        }
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('nav.savedTrips')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{tSavedList('savedList.intro')}</p>
      {!signedIn && (
        <p className="mt-4 max-w-prose rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200">
          {tSavedList('savedList.inBrowser')}{' '}
          <Link
            to={loginPath(location.pathname)}
            className="font-medium text-brand-dark underline underline-offset-4"
          >
            {tAccount('account.signInPrompt')}
          </Link>
          {tSavedList('savedList.signInAfter')}
        </p>
      )}
      {entries.length === 0 ? (
        <section aria-labelledby="leer" className="mt-8 rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="leer" className="text-xl font-semibold">
            {tSavedList('savedList.empty')}
          </h2>
          <p className="mt-2 text-slate-700">{tSavedList('savedList.emptyHint')}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to={PATHS.hotelSearch} className="button-primary">
              {tSearchPage('search.submit')}
            </Link>
            <Link
              to="/reisetipps"
              className="inline-flex items-center rounded-lg px-5 py-3 font-semibold text-brand-dark ring-1 ring-brand-dark"
            >
              {tSavedList('savedList.readTips')}
            </Link>
          </p>
        </section>
      ) : (
        <>
          <h2 className="mb-4 mt-8 text-xl font-semibold">
            {tSavedList('savedList.count', { count: entries.length })}
          </h2>
          <SavedList entries={entries} editable />
          {shareUrl && <ShareLink url={shareUrl} />}
        </>
      )}
    </main>
  )
}
