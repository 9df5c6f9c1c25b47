import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LANGUAGE = 'de'

/**
 * Creates an i18next instance from the translations the server loaded at start-up (spec §7:
 * translation.getTranslations). Initialisation with inline resources is synchronous, so the first render
 * already has every string, on the server and in the browser.
 */
export function createI18n(translations: Record<string, string>): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    resources: { [LANGUAGE]: { translation: translations } },
    initImmediate: false,
    interpolation: { escapeValue: false },
    keySeparator: false,
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      console.warn(`Missing translation: ${key}`)
    },
  })
  return instance
}
