import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createMapConsent, enableMaps, initMapConsent, mapsEnabled, useMapConsent } from './map-consent'

describe('createMapConsent', () => {
  it('starts false', () => {
    expect(createMapConsent().isEnabled()).toBe(false)
  })

  it('becomes true on enable and tells each subscriber once', () => {
    const consent = createMapConsent()
    const listener = vi.fn()
    consent.subscribe(listener)
    consent.enable()
    consent.enable()
    expect(consent.isEnabled()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops telling a subscriber that unsubscribed', () => {
    const consent = createMapConsent()
    const listener = vi.fn()
    const unsubscribe = consent.subscribe(listener)
    unsubscribe()
    consent.enable()
    expect(listener).not.toHaveBeenCalled()
  })

  it('never sets the flag on the server, where it would be shared by all visitors', () => {
    const consent = createMapConsent({ server: true })
    consent.enable()
    expect(consent.isEnabled()).toBe(false)
  })
})

describe('module-level consent in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  async function browserModule() {
    vi.stubGlobal('document', {})
    vi.resetModules()
    return import('./map-consent')
  }

  it('keeps maps off when the page flag is false at start-up', async () => {
    const consent = await browserModule()
    consent.initMapConsent(false)
    expect(consent.mapsEnabled()).toBe(false)
  })

  it('takes over a page flag that already says enabled', async () => {
    const consent = await browserModule()
    consent.initMapConsent(true)
    expect(consent.mapsEnabled()).toBe(true)
  })

  it('is switched on by enableMaps and stays on', async () => {
    const consent = await browserModule()
    const listener = vi.fn()
    consent.subscribeMapConsent(listener)
    consent.enableMaps()
    consent.initMapConsent(false)
    expect(consent.mapsEnabled()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('module-level consent in a server process', () => {
  it('ignores the start-up flag and enable calls', () => {
    initMapConsent(true)
    enableMaps()
    expect(mapsEnabled()).toBe(false)
  })

  it('renders false from the hook on the server', () => {
    function Probe() {
      return <span>{String(useMapConsent())}</span>
    }
    expect(renderToStaticMarkup(<Probe />)).toBe('<span>false</span>')
  })
})
