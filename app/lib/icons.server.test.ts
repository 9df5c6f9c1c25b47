import { describe, expect, it } from 'vitest'

import { getIcons, MAX_ICONS_PER_REQUEST, parseIconNames, serverIcons } from './icons.server'

describe('parseIconNames', () => {
  it('splits a comma-separated list, trimming and dropping duplicates and malformed names', () => {
    expect(parseIconNames('x, check,x,,../etc,Plane,circle-alert')).toEqual(['x', 'check', 'circle-alert'])
    expect(parseIconNames(null)).toEqual([])
  })

  it('caps the number of names', () => {
    const many = Array.from({ length: MAX_ICONS_PER_REQUEST + 5 }, (_, index) => `i${index}`).join(',')
    expect(parseIconNames(many)).toHaveLength(MAX_ICONS_PER_REQUEST)
  })
})

describe('getIcons', () => {
  it('answers in the Iconify API shape and leaves unknown icons out', () => {
    const answer = getIcons(['x', 'no-such-icon'])
    expect(answer.prefix).toBe('lucide')
    expect(answer.width).toBe(24)
    expect(answer.height).toBe(24)
    expect(Object.keys(answer.icons)).toEqual(['x'])
    expect(answer.icons.x?.body).toContain('<path')
  })

  it('resolves aliases to their parent icon', () => {
    const answer = getIcons(['alert-circle', 'circle-alert'])
    expect(answer.icons['alert-circle']?.body).toBe(answer.icons['circle-alert']?.body)
  })
})

describe('serverIcons', () => {
  it('keys icons by their full name with the set size', () => {
    const icons = serverIcons(['lucide:x', 'x', 'mdi:home', 'lucide:nope'])
    expect(Object.keys(icons)).toEqual(['lucide:x', 'x'])
    expect(icons['lucide:x']).toMatchObject({ width: 24, height: 24 })
  })
})
