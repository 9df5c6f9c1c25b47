import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LoadingBarView } from './loading-bar'

describe('LoadingBarView', () => {
  it('is a named progress bar whose value and width follow the progress', () => {
    const html = renderToStaticMarkup(
      <LoadingBarView state={{ progress: 42.4, visible: true, error: false }} />,
    )
    expect(html).toContain('role="progressbar"')
    expect(html).toContain('aria-label="Seite wird geladen"')
    expect(html).toContain('aria-valuemin="0"')
    expect(html).toContain('aria-valuemax="100"')
    expect(html).toContain('aria-valuenow="42"')
    expect(html).toContain('aria-hidden="false"')
    expect(html).toContain('transform:scaleX(0.42)')
  })

  it('is hidden from assistive technology when not visible', () => {
    const html = renderToStaticMarkup(
      <LoadingBarView state={{ progress: 0, visible: false, error: false }} />,
    )
    expect(html).toContain('aria-hidden="true"')
  })
})
