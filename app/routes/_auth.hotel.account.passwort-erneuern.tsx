import type { MetaFunction } from '@remix-run/node'

import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Passwort erneuern' })

export default function Page() {
  return (
    <PagePlaceholder
      title="Passwort erneuern"
      crumbs={[{ label: 'Mein Konto', to: '/hotel/account' }, { label: 'Passwort erneuern' }]}
      contained={false}
    />
  )
}
