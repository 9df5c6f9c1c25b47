import colors from 'tailwindcss/colors'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { grayColorNames, primaryColorNames, tailwindGray, themeConfig, validateThemeColors } from './theme'

afterEach(() => vi.restoreAllMocks())

describe('theme', () => {
  it('has primary "green" and gray "cool"', () => {
    expect(themeConfig).toEqual({ primary: 'green', gray: 'cool' })
  })

  it('knows only names that exist in the installed Tailwind palette', () => {
    // Own property descriptors, not values: reading deprecated names like `lightBlue` would log a warning.
    const palette = Object.getOwnPropertyNames(colors)
    for (const name of primaryColorNames) expect(palette).toContain(name)
    for (const name of grayColorNames) expect(palette).toContain(tailwindGray(name))
    expect(tailwindGray('cool')).toBe('gray')
  })

  it('accepts the configured theme without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(validateThemeColors(themeConfig)).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns on an unknown primary colour', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(validateThemeColors({ primary: 'greeen', gray: 'cool' })).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('Unknown primary colour "greeen"')
  })

  it('warns on an unknown gray colour', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(validateThemeColors({ primary: 'green', gray: 'warm' })).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('Unknown gray colour "warm"')
  })

  it('does not take a gray name as primary', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(validateThemeColors({ primary: 'slate', gray: 'cool' })).toBe(false)
  })
})
