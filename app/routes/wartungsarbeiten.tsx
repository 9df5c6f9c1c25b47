import type { MetaFunction } from '@remix-run/node'

import { MaintenanceScreen } from '~/components/maintenance-screen'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: 'Wartungsarbeiten' }),
  { name: 'robots', content: 'noindex' },
]

export default function Maintenance() {
  return <MaintenanceScreen />
}
