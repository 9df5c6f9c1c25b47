import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { lazyAfterIdle } from './after-idle'

describe('lazyAfterIdle', () => {
  it('renders nothing on the server and does not load the code there', () => {
    const load = vi.fn(async () => ({ default: ({ text }: { text: string }) => <p>{text}</p> }))
    const Later = lazyAfterIdle(load)
    expect(renderToStaticMarkup(<Later text="später" />)).toBe('')
    expect(load).not.toHaveBeenCalled()
  })
})
