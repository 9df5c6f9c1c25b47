import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'

import { requireUser } from '~/auth.server'
import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Buchungen' })

export function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  return null
}

export default function Page() {
  return (
    <PagePlaceholder
      title="Buchungen"
      crumbs={[{ label: 'Mein Konto', to: '/hotel/account' }, { label: 'Buchungen' }]}
      contained={false}
    />
  )
}
