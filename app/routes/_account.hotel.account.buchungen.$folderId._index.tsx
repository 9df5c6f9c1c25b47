import type { MetaFunction } from '@remix-run/node'

import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) => pageMeta(matches, location, { title: 'Vorgang' })

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
