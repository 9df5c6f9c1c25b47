import { describe, expect, it } from 'vitest'

import { pageLinks } from './pagination'

const href = (page: number) => `/liste?seite=${page}`

describe('pageLinks', () => {
  it('is nothing for a single page', () => {
    expect(pageLinks(1, 1, href)).toBeNull()
  })

  it('names the first, the last and the pages around the current one, with gaps between', () => {
    const links = pageLinks(5, 9, href)!
    expect(links.pages.map((page) => page.number)).toEqual([1, 4, 5, 6, 9])
    expect(links.pages.filter((page) => page.gapBefore).map((page) => page.number)).toEqual([4, 9])
    expect(links.pages.find((page) => page.current)?.href).toBe('/liste?seite=5')
    expect(links.prev).toBe('/liste?seite=4')
    expect(links.next).toBe('/liste?seite=6')
  })

  it('has no way back on the first page and none on from the last', () => {
    expect(pageLinks(1, 3, href)).toMatchObject({ prev: null, next: '/liste?seite=2' })
    expect(pageLinks(3, 3, href)).toMatchObject({ prev: '/liste?seite=2', next: null })
  })
})
