import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { createIconLoader } from '~/lib/icons'
import { serverIcons } from '~/lib/icons.server'

import { Icon, IconProvider } from './icon'

describe('Icon on the server', () => {
  it('renders a server-provided icon as inline SVG at the default size 16', () => {
    const html = renderToStaticMarkup(
      <IconProvider icons={serverIcons(['lucide:x'])}>
        <Icon name="lucide:x" className="text-red-600" />
      </IconProvider>,
    )
    expect(html).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24" width="16" height="16"/,
    )
    expect(html).toContain('class="text-red-600"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<path')
  })

  it('names a labelled icon as an image', () => {
    const html = renderToStaticMarkup(
      <IconProvider icons={serverIcons(['lucide:x'])}>
        <Icon name="lucide:x" label="Schließen" size={24} />
      </IconProvider>,
    )
    expect(html).toContain('role="img" aria-label="Schließen"')
    expect(html).toContain('width="24" height="24"')
  })

  it('renders nothing and makes no request for an icon it does not have', () => {
    const fetchImpl = vi.fn()
    const html = renderToStaticMarkup(<Icon name="lucide:x" loader={createIconLoader({ fetchImpl })} />)
    expect(html).toBe('')
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
