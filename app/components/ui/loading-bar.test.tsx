import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LoadingBarView } from './loading-bar'

describe('LoadingBarView', () => {
  it('is a 3 px progressbar with aria values', () => {
    const html = renderToStaticMarkup(
      <LoadingBarView state={{ progress: 42.4, visible: true, error: false }} />,
    )
    expect(html).toContain('role="progressbar"')
    expect(html).toContain('aria-valuemin="0"')
    expect(html).toContain('aria-valuemax="100"')
    expect(html).toContain('aria-valuenow="42"')
    expect(html).toContain('aria-hidden="false"')
    expect(html).toContain('height:3px')
    expect(html).toContain('transform:scaleX(0.42)')
    expect(html).toContain('bg-brand')
  })

  it('is hidden from assistive technology when not visible', () => {
    const html = renderToStaticMarkup(
      <LoadingBarView state={{ progress: 0, visible: false, error: false }} />,
    )
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('opacity-0')
  })

  it('turns red when the load ended with an error', () => {
    const html = renderToStaticMarkup(
      <LoadingBarView state={{ progress: 100, visible: true, error: true }} />,
    )
    expect(html).toContain('bg-red-600')
    expect(html).not.toContain('bg-brand')
  })
})
