import type { site } from './copy/site'

/**
 * The home page is the landing page at this path, built from blocks like every other; the site shows it at
 * `/`, and its own address redirects there.
 */
export const HOME_PAGE_PATH = 'startseite'

type HomeText = Extract<keyof typeof site, `home.${string}`>

/**
 * The home page's blocks (`{ type, ...fields }`) with its texts: the seed's, and those of a database that
 * had the home page in code (its `home.*` texts, as editors left them in the translations).
 */
export function homePageBlocks(text: (key: HomeText) => string) {
  return [
    {
      type: 'search_hero',
      title: text('home.heroTitle'),
      text: text('home.heroText'),
      search_label: text('home.searchCta'),
    },
    {
      type: 'hotel_teasers',
      title: text('home.featuredHotels'),
      featured: true,
      limit: 6,
      more_label: text('home.allHotels'),
      more_href: '/hotel',
      anchor: 'beliebte-hotels',
    },
    {
      type: 'round_trip_teasers',
      title: text('home.roundTrips'),
      limit: 3,
      more_label: text('home.allRoundTrips'),
      more_href: '/rundreisen',
      anchor: 'rundreisen',
    },
    {
      type: 'article_teasers',
      title: text('home.latestTips'),
      limit: 3,
      more_label: text('home.allTips'),
      more_href: '/reisetipps',
      anchor: 'neueste-reisetipps',
    },
  ]
}
