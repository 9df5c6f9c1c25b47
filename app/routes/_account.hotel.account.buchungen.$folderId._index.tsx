import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'

import { requireUser } from '~/auth.server'
import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) => pageMeta(matches, location, { title: 'Vorgang' })

export function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  return null
}

export default function Page() {
  return (
    <PagePlaceholder
      title="Vorgang"
      crumbs={[
        { label: 'Mein Konto', to: '/hotel/account' },
        { label: 'Buchungen', to: '/hotel/account/buchungen' },
        { label: 'Vorgang' },
      ]}
      contained={false}
    />
  )
}
