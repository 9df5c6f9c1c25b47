import type { MetaFunction } from '@remix-run/node'

import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Buchungsstatus' })

export default function Page() {
  return (
    <PagePlaceholder
      title="Buchungsstatus"
      crumbs={[
        { label: 'Mein Konto', to: '/hotel/account' },
        { label: 'Buchungen', to: '/hotel/account/buchungen' },
        { label: 'Buchungsstatus' },
      ]}
      contained={false}
    />
  )
}
