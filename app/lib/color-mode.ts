import { COLOR_MODE_COOKIE, readCookie, writeCookie } from '../../core/cookies'

export const COLOR_MODE_STORAGE_KEY = 'color-mode'
export { COLOR_MODE_COOKIE }
/** Form field names of the no-JS toggle; the action that receives them is `parseColorModeForm`'s caller. */
export const COLOR_MODE_FIELD = 'colorMode'
export const COLOR_MODE_REDIRECT_FIELD = 'redirectTo'
/** Set on <html> when a page forces a mode, so that the inline script leaves it alone. */
export const FORCED_COLOR_MODE_ATTRIBUTE = 'data-forced-color-mode'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

export const colorModePreferences = ['light', 'dark', 'system'] as const
export type ColorModePreference = (typeof colorModePreferences)[number]
export type ColorMode = Exclude<ColorModePreference, 'system'>

export function isColorModePreference(value: unknown): value is ColorModePreference {
  return typeof value === 'string' && (colorModePreferences as readonly string[]).includes(value)
}

export function resolveColorMode(preference: ColorModePreference, systemPrefersDark: boolean): ColorMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}

/** The preference from a request's Cookie header; `system` when absent or invalid. */
export function readColorModeCookie(cookieHeader: string | null | undefined): ColorModePreference {
  const value = readCookie(cookieHeader, COLOR_MODE_COOKIE)
  return value && isColorModePreference(value) ? value : 'system'
}

/**
 * A Set-Cookie / document.cookie value mirroring the preference for the server. Not httpOnly on purpose:
 * the browser writes it too when the visitor switches with JavaScript.
 */
export function serializeColorModeCookie(
  preference: ColorModePreference,
  { maxAge = ONE_YEAR_SECONDS, secure = false }: { maxAge?: number; secure?: boolean } = {},
): string {
  return writeCookie(COLOR_MODE_COOKIE, preference, { maxAge, secure })
}

/**
 * The `class` for <html> that the server can know: `dark` for a dark preference or a page forcing dark.
 * For `system` the inline script decides before first paint.
 */
export function serverColorModeClass(
  preference: ColorModePreference,
  forced?: ColorMode,
): string | undefined {
  return (forced ?? preference) === 'dark' ? 'dark' : undefined
}

/** A mode a page asks to force; `system` is not a mode that can be forced and is refused with a warning. */
export function validateForcedColorMode(mode: unknown): ColorMode | undefined {
  if (mode === undefined || mode === null) return undefined
  if (mode === 'light' || mode === 'dark') return mode
  console.warn(
    mode === 'system'
      ? 'A page cannot force the colour mode "system"; forcing is ignored.'
      : `Unknown forced colour mode ${JSON.stringify(mode)}; forcing is ignored.`,
  )
  return undefined
}

/** The forced mode of the deepest route whose `handle` names one, e.g. `export const handle = { colorMode: 'dark' }`. */
export function forcedColorModeFromMatches(
  matches: ReadonlyArray<{ handle?: unknown }>,
): ColorMode | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (typeof handle === 'object' && handle !== null && 'colorMode' in handle) {
      return validateForcedColorMode(handle.colorMode)
    }
  }
  return undefined
}

/** What the no-JS toggle posted: the preference (or null when invalid) and where to go back to. */
export function parseColorModeForm(formData: FormData): {
  preference: ColorModePreference | null
  redirectTo: string | null
} {
  const preference = formData.get(COLOR_MODE_FIELD)
  const redirectTo = formData.get(COLOR_MODE_REDIRECT_FIELD)
  return {
    preference: isColorModePreference(preference) ? preference : null,
    redirectTo: typeof redirectTo === 'string' ? redirectTo : null,
  }
}

/**
 * Runs before first paint from a nonce'd inline <script>: applies a forced mode, else the stored
 * preference (local storage, then the cookie mirror), resolving `system` with the media query.
 * Storage can throw (disabled cookies, privacy modes); the server-rendered class then stays.
 */
export const colorModeScript = `(function(){try{var d=document.documentElement,p=d.getAttribute(${JSON.stringify(
  FORCED_COLOR_MODE_ATTRIBUTE,
)});if(!p){p=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(p!=='light'&&p!=='dark'&&p!=='system'){var m=document.cookie.match(/(?:^|;\\s*)${COLOR_MODE_COOKIE}=(light|dark|system)(?:;|$)/);p=m?m[1]:'system'}}var r=p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p;d.classList.toggle('dark',r==='dark');d.style.colorScheme=r}catch(e){}})()`

export interface ColorModeSnapshot {
  preference: ColorModePreference
  forced: ColorMode | undefined
  value: ColorMode
}

export interface ColorModeEnvironment {
  readStorage: () => string | null
  writeStorage: (preference: ColorModePreference) => void
  writeCookie: (cookie: string) => void
  systemPrefersDark: () => boolean
  onSystemChange: (listener: () => void) => () => void
  apply: (mode: ColorMode) => void
}

/**
 * The browser's colour-mode state: preference, a page's forced mode and the resolved value. Each
 * `force` returns a release function; the most recent force wins until it is released.
 */
export function createColorModeStore(env: ColorModeEnvironment, initial: ColorModePreference = 'system') {
  const stored = env.readStorage()
  let preference: ColorModePreference = isColorModePreference(stored) ? stored : initial
  // The server rendered from the cookie; bring the mirror in line with local storage for the next request.
  if (preference !== initial) env.writeCookie(serializeColorModeCookie(preference))
  const forces: Array<{ mode: ColorMode }> = []
  const listeners = new Set<() => void>()
  let snapshot = compute()
  let stopWatchingSystem: (() => void) | undefined

  function compute(): ColorModeSnapshot {
    const forced = forces.at(-1)?.mode
    return { preference, forced, value: forced ?? resolveColorMode(preference, env.systemPrefersDark()) }
  }

  function update() {
    const next = compute()
    const changed =
      next.preference !== snapshot.preference ||
      next.forced !== snapshot.forced ||
      next.value !== snapshot.value
    if (!changed) return
    snapshot = next
    env.apply(next.value)
    for (const listener of listeners) listener()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      stopWatchingSystem ??= env.onSystemChange(update)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stopWatchingSystem?.()
          stopWatchingSystem = undefined
        }
      }
    },
    setPreference(next: ColorModePreference) {
      preference = next
      env.writeStorage(next)
      env.writeCookie(serializeColorModeCookie(next))
      update()
    },
    force(mode: ColorModePreference): () => void {
      const valid = validateForcedColorMode(mode)
      if (!valid) return () => {}
      const entry = { mode: valid }
      forces.push(entry)
      update()
      return () => {
        const index = forces.indexOf(entry)
        if (index !== -1) forces.splice(index, 1)
        update()
      }
    },
  }
}

export type ColorModeStore = ReturnType<typeof createColorModeStore>
