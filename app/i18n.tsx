import { createContext, useContext, useMemo, type ReactNode } from 'react'

import { de } from '../core/locales/de'

export const LANGUAGE = 'de'

export type Translations = Readonly<Record<string, string>>
export type TranslateOptions = Readonly<Record<string, unknown>>
export type TFunction = (key: string, options?: TranslateOptions) => string

const placeholder = /\{\{\s*([^{}]+?)\s*\}\}/g
// One for the process: creating Intl objects is costly, and the server renders a translator per page.
const plurals = new Intl.PluralRules(LANGUAGE)

function lookup(options: TranslateOptions, path: string): { found: boolean; value: unknown } {
  if (path in options) return { found: true, value: options[path] }
  let value: unknown = options
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !(part in value))
      return { found: false, value: undefined }
    value = (value as Record<string, unknown>)[part]
  }
  return { found: true, value }
}

/** `{{name}}`, `{{ name }}`, `{{a.b}}` and `{{value, number}}`, as i18next interpolates without escaping. */
export function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text
  return text.replace(placeholder, (whole, expression: string) => {
    const [name = '', format] = expression.split(',').map((part) => part.trim())
    const { found, value } = lookup(options, name)
    // i18next leaves a placeholder whose variable was not passed at all, and empties a null one.
    if (!found) return whole
    if (value === undefined || value === null) return ''
    if (format === 'number' && typeof value === 'number') return new Intl.NumberFormat(LANGUAGE).format(value)
    return String(value)
  })
}

/**
 * A `t` over the translations the server loaded at start-up (spec §7: translation.getTranslations). It
 * does what the site used of i18next: flat keys, `{{…}}` interpolation without escaping, plural keys
 * (`key_one`, `key_other`) chosen by `count` with the German plural rules, and the key itself (with a
 * warning) when a text is missing. i18next stays on the server (`i18n.server.ts`); in the browser this
 * saves about 16 KB gzip on every first load (docs/decisions/small-first-load.md).
 */
export function createTranslator(
  translations: Translations,
  onMissing: (key: string) => void = (key) => console.warn(`Missing translation: ${key}`),
): TFunction {
  return (key, options) => {
    const count = options?.count
    if (typeof count === 'number') {
      const plural = translations[`${key}_${plurals.select(count)}`]
      if (plural !== undefined) return interpolate(plural, options)
    }
    const text = translations[key]
    if (text !== undefined) return interpolate(text, options)
    onMissing(key)
    return interpolate(key, options)
  }
}

const fallback = { t: createTranslator(de) }
const TranslationContext = createContext<{ t: TFunction }>(fallback)

/** Shares one `t` over the loaded translations with the whole app. */
export function TranslationProvider({
  translations,
  children,
}: {
  translations: Translations
  children: ReactNode
}) {
  const value = useMemo(() => ({ t: createTranslator(translations) }), [translations])
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

/** The app's `t`, shaped like react-i18next's hook: `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction } {
  return useContext(TranslationContext)
}
