import { createContext, useContext, useMemo, type ReactNode } from 'react'

import { site } from '../core/copy/site'
import { createTranslator, type Translate, type Translations } from '../core/copy/translate'

export { createTranslator, interpolate, type Translations } from '../core/copy/translate'

/** The `t` over the site section, the part of the catalogue editors may reword in Directus. */
export type TFunction = Translate<typeof site>

const fallback = { t: createTranslator(site) }
const TranslationContext = createContext<{ t: TFunction }>(fallback)

/**
 * Shares one `t` over the translations the server loaded at start-up (spec §7: translation.getTranslations:
 * the site section of `core/copy`, overridden by what editors keep in Directus) with the whole app.
 */
export function TranslationProvider({
  translations,
  children,
}: {
  translations: Translations
  children: ReactNode
}) {
  const value = useMemo(() => ({ t: createTranslator(translations) as TFunction }), [translations])
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

/** The app's `t`, shaped like react-i18next's hook: `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction } {
  return useContext(TranslationContext)
}
