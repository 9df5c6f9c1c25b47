import type { MetaFunction } from '@remix-run/node'

import { MaintenanceScreen } from '~/components/maintenance-screen'
import { pageMeta } from '~/lib/meta'

import { tSite } from '../../core/copy/site'

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tSite('maintenance.title') }),
  { name: 'robots', content: 'noindex' },
]

export default function Maintenance() {
  return <MaintenanceScreen />
}
