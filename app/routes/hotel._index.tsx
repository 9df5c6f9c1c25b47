import type { MetaFunction } from '@remix-run/node'

import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) => pageMeta(matches, location, { title: 'Hotels' })

export default function Page() {
  return <PagePlaceholder title="Hotels" crumbs={[{ label: 'Hotels' }]} />
}
