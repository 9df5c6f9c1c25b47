import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { colorModeScript } from '~/lib/color-mode'

import { ColorModeProvider, ColorModeScript, ColorModeToggle } from './color-mode'

describe('ColorModeScript', () => {
  it('renders the inline script with the nonce', () => {
    const html = renderToStaticMarkup(<ColorModeScript nonce="abc" />)
    expect(html).toBe(`<script nonce="abc">${colorModeScript}</script>`)
  })
})

describe('ColorModeToggle without JavaScript', () => {
  it('is a form posting colorMode and redirectTo to the given action', () => {
    const html = renderToStaticMarkup(
      <ColorModeProvider preference="dark">
        <ColorModeToggle action="/farbschema" redirectTo="/hotel?seite=2" />
      </ColorModeProvider>,
    )
    expect(html).toContain('<form method="post" action="/farbschema"')
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/hotel?seite=2"/>')
    for (const value of ['light', 'dark', 'system']) {
      expect(html).toContain(`name="colorMode" value="${value}"`)
    }
    expect(html).toMatch(/value="dark" aria-pressed="true"/)
    expect(html).toMatch(/value="light" aria-pressed="false"/)
  })

  it('is disabled while a page forces a mode', () => {
    const html = renderToStaticMarkup(
      <ColorModeProvider preference="system" forced="dark">
        <ColorModeToggle action="/farbschema" redirectTo="/" />
      </ColorModeProvider>,
    )
    expect(html).toMatch(/<fieldset[^>]* disabled=""/)
  })

  it('names each button in German', () => {
    const html = renderToStaticMarkup(
      <ColorModeProvider preference="system">
        <ColorModeToggle action="/farbschema" redirectTo="/" />
      </ColorModeProvider>,
    )
    expect(html).toMatch(/value="light"[^>]*>Hell<\/button>/)
    expect(html).toMatch(/value="dark"[^>]*>Dunkel<\/button>/)
    expect(html).toMatch(/value="system"[^>]*>System<\/button>/)
  })
})
