import { describe, expect, it } from 'vitest'

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
  it('turns a region name into region ids and other text into a search in names and towns', () => {
    expect(resolveSearch(regions, 'Ostsee', noFilters)).toMatchObject({ regions: [1], text: null })
    expect(resolveSearch(regions, 'Ostsee', noFilters).destinationRegions.map((r) => r.slug)).toEqual([
      'ostsee',
    ])
    expect(resolveSearch(regions, 'Binz', noFilters)).toEqual({
      regions: null,
      text: 'Binz',
      destinationRegions: [],
    })
    expect(resolveSearch(regions, '', noFilters)).toEqual({
      regions: null,
      text: null,
      destinationRegions: [],
    })
  })

  it('narrows a destination by the region filter, and finds nothing where they do not meet', () => {
    expect(resolveSearch(regions, '', { regions: ['nordsee', 'atlantis'] }).regions).toEqual([2])
    expect(resolveSearch(regions, 'Binz', { regions: ['ostsee'] })).toMatchObject({
      regions: [1],
      text: 'Binz',
    })
    expect(resolveSearch(regions, 'Ostsee', { regions: ['nordsee'] }).regions).toEqual([0])
    expect(resolveSearch(regions, '', { regions: ['atlantis'] }).regions).toEqual([0])
  })
})
