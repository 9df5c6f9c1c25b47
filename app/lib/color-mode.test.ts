import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  colorModeScript,
  createColorModeStore,
  forcedColorModeFromMatches,
  parseColorModeForm,
  readColorModeCookie,
  resolveColorMode,
  serializeColorModeCookie,
  serverColorModeClass,
  validateForcedColorMode,
  type ColorModeEnvironment,
} from './color-mode'

afterEach(() => vi.restoreAllMocks())

/** A Set-Cookie value's pair and attributes; their order does not matter. */
const parts = (setCookie: string) => setCookie.split('; ').sort()

describe('readColorModeCookie', () => {
  it.each([
    ['color-mode=dark', 'dark'],
    ['theme=x; color-mode=light; other=1', 'light'],
    ['a=b;color-mode=system', 'system'],
    ['color-mode=purple', 'system'],
    ['other-color-mode=dark', 'system'],
    ['', 'system'],
    [null, 'system'],
  ])('%j gives %s', (header, expected) => expect(readColorModeCookie(header)).toBe(expected))
})

describe('serializeColorModeCookie', () => {
  it('writes a one-year, lax, site-wide cookie', () => {
    expect(parts(serializeColorModeCookie('dark'))).toEqual(
      parts('color-mode=dark; Path=/; Max-Age=31536000; SameSite=Lax'),
    )
  })

  it('adds Secure and a custom lifetime when asked', () => {
    expect(parts(serializeColorModeCookie('light', { maxAge: 60, secure: true }))).toEqual(
      parts('color-mode=light; Path=/; Max-Age=60; SameSite=Lax; Secure'),
    )
  })

  it('round-trips through readColorModeCookie', () => {
    expect(readColorModeCookie(serializeColorModeCookie('dark').split(';')[0])).toBe('dark')
  })
})

describe('resolveColorMode and serverColorModeClass', () => {
  it('resolves system with the media query', () => {
    expect(resolveColorMode('system', true)).toBe('dark')
    expect(resolveColorMode('system', false)).toBe('light')
    expect(resolveColorMode('light', true)).toBe('light')
  })

  it('renders class "dark" only when the server knows it', () => {
    expect(serverColorModeClass('dark')).toBe('dark')
    expect(serverColorModeClass('system')).toBeUndefined()
    expect(serverColorModeClass('dark', 'light')).toBeUndefined()
    expect(serverColorModeClass('light', 'dark')).toBe('dark')
  })
})

describe('forcing a mode', () => {
  it('accepts light and dark', () => {
    expect(validateForcedColorMode('light')).toBe('light')
    expect(validateForcedColorMode('dark')).toBe('dark')
    expect(validateForcedColorMode(undefined)).toBeUndefined()
  })

  it('rejects system with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(validateForcedColorMode('system')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith('A page cannot force the colour mode "system"; forcing is ignored.')
  })

  it('takes the deepest route handle that names a mode', () => {
    expect(
      forcedColorModeFromMatches([{ handle: { colorMode: 'dark' } }, { handle: { colorMode: 'light' } }, {}]),
    ).toBe('light')
    expect(forcedColorModeFromMatches([{}, { handle: { other: true } }])).toBeUndefined()
  })
})

describe('parseColorModeForm', () => {
  it('reads the toggle fields', () => {
    const form = new FormData()
    form.set('colorMode', 'dark')
    form.set('redirectTo', '/hotel')
    expect(parseColorModeForm(form)).toEqual({ preference: 'dark', redirectTo: '/hotel' })
  })

  it('refuses an unknown preference', () => {
    const form = new FormData()
    form.set('colorMode', 'blue')
    expect(parseColorModeForm(form)).toEqual({ preference: null, redirectTo: null })
  })
})

function fakeEnvironment(stored: string | null, dark = false) {
  let systemListener: (() => void) | undefined
  const env = {
    systemDark: dark,
    readStorage: vi.fn(() => stored),
    writeStorage: vi.fn(),
    writeCookie: vi.fn(),
    systemPrefersDark: () => env.systemDark,
    onSystemChange: vi.fn((listener: () => void) => {
      systemListener = listener
      return () => {
        systemListener = undefined
      }
    }),
    apply: vi.fn(),
    fireSystemChange: () => systemListener?.(),
  }
  return env satisfies ColorModeEnvironment
}

describe('createColorModeStore', () => {
  it('prefers local storage over the server preference and refreshes the cookie mirror', () => {
    const env = fakeEnvironment('dark')
    const store = createColorModeStore(env, 'light')
    expect(store.getSnapshot()).toEqual({ preference: 'dark', forced: undefined, value: 'dark' })
    expect(env.writeCookie).toHaveBeenCalledWith(serializeColorModeCookie('dark'))
  })

  it('falls back to the server preference', () => {
    const env = fakeEnvironment(null, true)
    const store = createColorModeStore(env, 'system')
    expect(store.getSnapshot()).toEqual({ preference: 'system', forced: undefined, value: 'dark' })
    expect(env.writeCookie).not.toHaveBeenCalled()
  })

  it('stores a new preference in local storage and the cookie, applies it and notifies', () => {
    const env = fakeEnvironment(null)
    const store = createColorModeStore(env, 'system')
    const listener = vi.fn()
    store.subscribe(listener)
    store.setPreference('dark')
    expect(env.writeStorage).toHaveBeenCalledWith('dark')
    expect(env.writeCookie).toHaveBeenCalledWith(serializeColorModeCookie('dark'))
    expect(env.apply).toHaveBeenCalledWith('dark')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follows the system while the preference is system', () => {
    const env = fakeEnvironment('system', false)
    const store = createColorModeStore(env)
    store.subscribe(() => {})
    env.systemDark = true
    env.fireSystemChange()
    expect(store.getSnapshot().value).toBe('dark')
  })

  it('lets a page force a mode until it releases it', () => {
    const env = fakeEnvironment('light')
    const store = createColorModeStore(env)
    const release = store.force('dark')
    expect(store.getSnapshot()).toEqual({ preference: 'light', forced: 'dark', value: 'dark' })
    store.setPreference('system')
    expect(store.getSnapshot().value).toBe('dark')
    release()
    expect(store.getSnapshot()).toEqual({ preference: 'system', forced: undefined, value: 'light' })
  })

  it('refuses to force system', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = fakeEnvironment('dark')
    const store = createColorModeStore(env)
    store.force('system')
    expect(store.getSnapshot().forced).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('colorModeScript', () => {
  function run({
    stored = null,
    cookie = '',
    forced = null,
    dark = false,
  }: {
    stored?: string | null
    cookie?: string
    forced?: string | null
    dark?: boolean
  }) {
    const classes = new Set<string>()
    const documentElement = {
      style: { colorScheme: '' },
      getAttribute: (name: string) => (name === 'data-forced-color-mode' ? forced : null),
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    }
    const localStorage = { getItem: (key: string) => (key === 'color-mode' ? stored : null) }
    const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && dark })
    new Function('document', 'localStorage', 'matchMedia', colorModeScript)(
      { documentElement, cookie },
      localStorage,
      matchMedia,
    )
    return { dark: classes.has('dark'), colorScheme: documentElement.style.colorScheme }
  }

  it('applies the stored preference', () => {
    expect(run({ stored: 'dark' })).toEqual({ dark: true, colorScheme: 'dark' })
    expect(run({ stored: 'light', dark: true })).toEqual({ dark: false, colorScheme: 'light' })
  })

  it('resolves system with the media query', () => {
    expect(run({ stored: 'system', dark: true })).toEqual({ dark: true, colorScheme: 'dark' })
  })

  it('falls back to the cookie mirror, then to system', () => {
    expect(run({ cookie: 'a=1; color-mode=dark' })).toEqual({ dark: true, colorScheme: 'dark' })
    expect(run({ dark: true })).toEqual({ dark: true, colorScheme: 'dark' })
    expect(run({})).toEqual({ dark: false, colorScheme: 'light' })
  })

  it('leaves a forced mode alone', () => {
    expect(run({ forced: 'light', stored: 'dark' })).toEqual({ dark: false, colorScheme: 'light' })
  })
})
