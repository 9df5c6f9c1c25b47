import { describe, expect, it } from 'vitest'

import { sharedCache } from './cache'
import type { Context } from './context'
import { matchRegions, resolveSearch, withThemeCriteria, type RegionOption } from './hotel-search'
import type { SearchFilters } from '../core/hotel-search'

const regions: RegionOption[] = [
  { id: 1, slug: 'ostsee', name: 'Ostsee', country: 'Deutschland' },
  { id: 2, slug: 'nordsee', name: 'Nordsee', country: 'Deutschland' },
  { id: 3, slug: 'oberbayern', name: 'Oberbayern', country: 'Deutschland' },
]

const noFilters: SearchFilters = {
  priceMin: null,
  priceMax: null,
  starsMin: null,
  ratingMin: null,
  boards: [],
  amenities: [],
  freeCancellation: false,
  regions: [],
}

describe('matchRegions', () => {
  it('understands a region by its name or slug, whatever the case', () => {
    expect(matchRegions(regions, 'ostsee').map((r) => r.id)).toEqual([1])
    expect(matchRegions(regions, '  NORDSEE ').map((r) => r.id)).toEqual([2])
  })

  it('takes the beginning of a name from three letters on, and nothing shorter', () => {
    expect(matchRegions(regions, 'Obe').map((r) => r.id)).toEqual([3])
    expect(matchRegions(regions, 'Os')).toEqual([])
    expect(matchRegions(regions, 'Sylt')).toEqual([])
  })
})

describe('withThemeCriteria', () => {
  const theme = {
    regions: ['ostsee', 'nordsee'],
    amenities: ['spa'],
    boards: ['half_board'],
    starsMin: 4,
    ratingMin: null,
  }

  it('narrows the visitor’s filters and never widens them', () => {
    const narrowed = withThemeCriteria(
      { ...noFilters, regions: ['ostsee'], starsMin: 3, amenities: ['pool'] },
      theme,
    )
    expect(narrowed.regions).toEqual(['ostsee'])
    expect(narrowed.starsMin).toBe(4)
    expect(narrowed.amenities.sort()).toEqual(['pool', 'spa'])
    expect(narrowed.boards).toEqual(['half_board'])
  })

  it('finds nothing when the visitor’s regions and the theme’s do not meet', () => {
    expect(withThemeCriteria({ ...noFilters, regions: ['oberbayern'] }, theme).regions).toEqual(['-'])
  })

  it('applies the theme alone when the visitor filtered nothing', () => {
    expect(withThemeCriteria(noFilters, theme)).toMatchObject({ regions: ['ostsee', 'nordsee'], starsMin: 4 })
  })
})

describe('resolveSearch', () => {
  // The catalogue as Directus answers the region list; nothing else is read while resolving.
  const ctx = {
    catalogue: async () => regions,
    visitor: null,
    userId: null,
  } as unknown as Context

  it('turns a region name into a region filter and other text into a search in names and towns', async () => {
    sharedCache.clear()
    const byRegion = await resolveSearch(ctx, 'Ostsee', noFilters)
    expect(byRegion.destinationRegions.map((r) => r.slug)).toEqual(['ostsee'])
    expect(byRegion.filter).toEqual({
      _and: [{ status: { _eq: 'published' } }, { price_from: { _nnull: true } }, { region: { _in: [1] } }],
    })
    const byText = await resolveSearch(ctx, 'Binz', noFilters)
    expect(byText.destinationRegions).toEqual([])
    expect(byText.filter).toHaveProperty(
      '_and',
      expect.arrayContaining([
        {
          _or: [{ name: { _icontains: 'Binz' } }, { city: { _icontains: 'Binz' } }],
        },
      ]),
    )
  })

  it.each([
    ['true', 'True'],
    ['false', 'False'],
    ['null', 'Null'],
    ['NULL', 'Null'],
    ['Truemmer', 'Truemmer'],
  ])(
    'searches for %j as %j, which Directus does not read as a literal (a 500 before)',
    async (text, sent) => {
      const { filter } = await resolveSearch(ctx, text, noFilters)
      expect(filter).toHaveProperty(
        '_and',
        expect.arrayContaining([{ _or: [{ name: { _icontains: sent } }, { city: { _icontains: sent } }] }]),
      )
    },
  )

  it('maps every filter onto a column and an unknown region onto nothing', async () => {
    const { filter } = await resolveSearch(ctx, '', {
      ...noFilters,
      regions: ['atlantis'],
      starsMin: 4,
      boards: ['breakfast'],
      amenities: ['spa'],
      freeCancellation: true,
    })
    expect(filter).toHaveProperty(
      '_and',
      expect.arrayContaining([
        { region: { _in: [-1] } },
        { stars: { _gte: 4 } },
        { _or: [{ board_types: { _contains: 'breakfast' } }] },
        { amenities: { _contains: 'spa' } },
        { room_types: { rates: { free_cancellation_days: { _nnull: true } } } },
      ]),
    )
  })
})
