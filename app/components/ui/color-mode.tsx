import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'

import {
  COLOR_MODE_FIELD,
  COLOR_MODE_REDIRECT_FIELD,
  COLOR_MODE_STORAGE_KEY,
  colorModePreferences,
  colorModeScript,
  createColorModeStore,
  type ColorMode,
  type ColorModePreference,
  type ColorModeSnapshot,
  type ColorModeStore,
} from '~/lib/color-mode'

import { tLayout } from '../../../core/copy/layout'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const ServerColorMode = createContext<{ preference: ColorModePreference; forced?: ColorMode | undefined }>({
  preference: 'system',
})

let browserStore: ColorModeStore | undefined

function getBrowserStore(initial: ColorModePreference): ColorModeStore | undefined {
  if (typeof document === 'undefined') return undefined
  browserStore ??= createColorModeStore(
    {
      // Local storage throws when the visitor disabled it; the cookie mirror still carries the choice.
      readStorage: () => {
        try {
          return localStorage.getItem(COLOR_MODE_STORAGE_KEY)
        } catch {
          return null
        }
      },
      writeStorage: (preference) => {
        try {
          localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference)
        } catch {
          // see readStorage
        }
      },
      writeCookie: (cookie) => {
        document.cookie = cookie
      },
      systemPrefersDark: () => window.matchMedia(DARK_QUERY).matches,
      onSystemChange: (listener) => {
        const media = window.matchMedia(DARK_QUERY)
        media.addEventListener('change', listener)
        return () => media.removeEventListener('change', listener)
      },
      apply: (mode) => {
        document.documentElement.classList.toggle('dark', mode === 'dark')
        document.documentElement.style.colorScheme = mode
      },
    },
    initial,
  )
  return browserStore
}

const noSubscription = () => () => {}

/** Gives the colour-mode hooks the preference the server rendered with (from `readColorModeCookie`). */
export function ColorModeProvider({
  preference,
  forced,
  children,
}: {
  preference: ColorModePreference
  forced?: ColorMode | undefined
  children: ReactNode
}) {
  const value = useMemo(() => ({ preference, forced }), [preference, forced])
  return <ServerColorMode.Provider value={value}>{children}</ServerColorMode.Provider>
}

/** Preference, forced mode and resolved value; `setPreference` stores the choice and its cookie mirror. */
export function useColorMode(): ColorModeSnapshot & {
  setPreference: (preference: ColorModePreference) => void
} {
  const server = useContext(ServerColorMode)
  const store = getBrowserStore(server.preference)
  const serverSnapshot = useMemo<ColorModeSnapshot>(
    () => ({
      preference: server.preference,
      forced: server.forced,
      value: server.forced ?? (server.preference === 'dark' ? 'dark' : 'light'),
    }),
    [server.preference, server.forced],
  )
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.getSnapshot() ?? serverSnapshot,
    () => serverSnapshot,
  )
  return { ...snapshot, setPreference: (preference) => store?.setPreference(preference) }
}

/** Applies the stored mode before first paint; put it first in <head>. */
export function ColorModeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colorModeScript }} />
}

const colorModeLabels: Record<ColorModePreference, string> = {
  light: tLayout('layout.colorScheme.light'),
  dark: tLayout('layout.colorScheme.dark'),
  system: tLayout('layout.colorScheme.system'),
}

/**
 * Three buttons in a form: without JavaScript they post `colorMode` and `redirectTo` to `action`, which sets
 * the cookie and redirects back; with JavaScript the choice is applied in place.
 */
export function ColorModeToggle({ action, redirectTo }: { action: string; redirectTo: string }) {
  const { preference, forced, setPreference } = useColorMode()
  return (
    <form method="post" action={action} className="inline-flex rounded-md border border-gray-300 p-0.5">
      <input type="hidden" name={COLOR_MODE_REDIRECT_FIELD} value={redirectTo} />
      <fieldset className="contents" disabled={forced !== undefined}>
        <legend className="sr-only">{tLayout('layout.colorScheme')}</legend>
        {colorModePreferences.map((option) => (
          <button
            key={option}
            type="submit"
            name={COLOR_MODE_FIELD}
            value={option}
            aria-pressed={preference === option}
            onClick={(event) => {
              event.preventDefault()
              setPreference(option)
            }}
            className="rounded px-2 py-1 text-sm aria-pressed:bg-brand-dark aria-pressed:text-white disabled:opacity-50"
          >
            {colorModeLabels[option]}
          </button>
        ))}
      </fieldset>
    </form>
  )
}
