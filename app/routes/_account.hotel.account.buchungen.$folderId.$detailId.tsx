import type { MetaFunction } from '@remix-run/node'

import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Buchungsdetails' })

export default function Page() {
  return (
    <PagePlaceholder
      title="Buchungsdetails"
      crumbs={[
        { label: 'Mein Konto', to: '/hotel/account' },
        { label: 'Buchungen', to: '/hotel/account/buchungen' },
        { label: 'Buchungsdetails' },
      ]}
      contained={false}
    />
  )
}
