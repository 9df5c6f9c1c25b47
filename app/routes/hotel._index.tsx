import type { MetaFunction } from '@remix-run/node'

import { PagePlaceholder } from '~/components/layout/page-placeholder'
import { ConsentMap, type Marker } from '~/components/map/consent-map'
import { pageMeta } from '~/lib/meta'

export const meta: MetaFunction = ({ matches, location }) => pageMeta(matches, location, { title: 'Hotels' })

// Stand-in results until the search is built (issue 5): the search results become the map's markers.
const markers: Marker[] = [
  {
    id: 1,
    lat: 54.4,
    lon: 13.61,
    title: 'Strandhotel Binz',
    href: '/hotel/details/1',
    priceLabel: 'ab 89 €',
  },
  { id: 2, lat: 54.177, lon: 12.085, title: 'Hotel Warnemünde', href: '/hotel/details/2' },
  { id: 3, lat: 54.15, lon: 11.76, title: 'Ostseehotel Kühlungsborn', href: '/hotel/details/3' },
]

export default function Page() {
  return (
    <PagePlaceholder title="Hotels" crumbs={[{ label: 'Hotels' }]}>
      <div className="mt-8">
        <ConsentMap markers={markers} />
      </div>
    </PagePlaceholder>
  )
}
