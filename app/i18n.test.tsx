// eslint-disable-next-line no-restricted-imports -- i18next is the reference the translator is checked against
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { createTranslator, interpolate, TranslationProvider, useTranslation } from './i18n'

const translations: Record<string, string> = {
  plain: 'Hotels',
  greeting: 'Hallo {{name}}!',
  spaced: '{{ name }} Sterne',
  nested: 'Gast {{user.name}}',
  number: '{{value, number}} €',
  twice: '{{x}} und {{x}}',
  empty: '',
  days_one: 'ein Tag',
  days_other: '{{count}} Tage',
  stars: '{{count}} Sterne',
}

// The reference: i18next configured as the site configured it before (the earlier app/i18n.ts).
function reference() {
  const instance = i18next.createInstance()
  void instance.init({
    lng: 'de',
    fallbackLng: 'de',
    resources: { de: { translation: translations } },
    initImmediate: false,
    interpolation: { escapeValue: false },
    keySeparator: false,
    returnNull: false,
  })
  return instance.t.bind(instance) as (key: string, options?: Record<string, unknown>) => string
}

describe('createTranslator', () => {
  const cases: Array<[string, Record<string, unknown>?]> = [
    ['plain'],
    ['greeting', { name: 'Anna' }],
    ['greeting', { name: '<b>Anna</b>' }],
    ['greeting'],
    ['greeting', { other: 1 }],
    ['greeting', { name: null }],
    ['greeting', { name: 0 }],
    ['spaced', { name: 4 }],
    ['nested', { user: { name: 'Ben' } }],
    ['number', { value: 1234.5 }],
    ['twice', { x: '$&' }],
    ['empty'],
    ['days', { count: 1 }],
    ['days', { count: 0 }],
    ['days', { count: 7 }],
    ['days'],
    ['stars', { count: 1 }],
    ['stars', { count: 5 }],
    ['missing.key'],
    ['missing {{a}}', { a: 1 }],
  ]

  it.each(cases)('answers %s %j as i18next does', (key, options) => {
    const t = createTranslator(translations, () => {})
    expect(t(key, options)).toBe(reference()(key, options))
  })

  it('reports a missing key once per lookup and returns the key', () => {
    const onMissing = vi.fn()
    const t = createTranslator(translations, onMissing)
    expect(t('nav.unknown')).toBe('nav.unknown')
    expect(onMissing).toHaveBeenCalledWith('nav.unknown')
    expect(t('plain')).toBe('Hotels')
    expect(onMissing).toHaveBeenCalledTimes(1)
  })
})

describe('interpolate', () => {
  it('leaves texts without placeholders alone', () => {
    expect(interpolate('ab {{', { a: 1 })).toBe('ab {{')
    expect(interpolate('{{a}}', undefined)).toBe('{{a}}')
  })
})

function Probe({ k }: { k: 'footer.copyright' }) {
  const { t } = useTranslation()
  return <span>{t(k, { year: 2026 })}</span>
}

describe('TranslationProvider', () => {
  it('shares the loaded translations with the app', () => {
    const html = renderToStaticMarkup(
      <TranslationProvider translations={{ 'footer.copyright': '© {{year}} Geändert' }}>
        <Probe k="footer.copyright" />
      </TranslationProvider>,
    )
    expect(html).toBe('<span>© 2026 Geändert</span>')
  })

  it('falls back to the bundled German catalogue outside a provider', () => {
    expect(renderToStaticMarkup(<Probe k="footer.copyright" />)).toBe('<span>© 2026 Reiseportal GmbH</span>')
  })
})
