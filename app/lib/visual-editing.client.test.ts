// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The editor overlay's rules and timings (spec §4, §5, §9) as the site runs them: app code on
// @directus/visual-editing, with a stand-in parent frame. Each test loads the modules afresh (the library
// keeps its connection in module state).

// Where the overlay follows an element's size: not what these tests are about.
vi.mock('@reach/observe-rect', () => ({ default: () => ({ observe() {}, unobserve() {} }) }))

// Each test has a Data Studio of its own: the libraries loaded by earlier tests still listen on the window.
let DIRECTUS = ''
let studios = 0
const messages: Array<{ action: string; data: unknown }> = []
const parent = { postMessage: vi.fn((message: { action: string; data: unknown }) => messages.push(message)) }

async function load() {
  vi.resetModules()
  return import('./visual-editing.client')
}

function fromParent(action: string, data?: unknown, origin?: string) {
  window.dispatchEvent(new MessageEvent('message', { origin: origin ?? DIRECTUS, data: { action, data } }))
}

beforeEach(() => {
  DIRECTUS = `http://cms${(studios += 1)}.example.com`
  vi.useFakeTimers()
  messages.length = 0
  parent.postMessage.mockClear()
  Object.defineProperty(window, 'parent', { value: parent, configurable: true })
  document.body.innerHTML = `
    <h1 data-directus="collection:pages;item:7;fields:title;mode:popover">Wandern im Harz</h1>
    <p data-directus="collection:pages;fields:blocks">ohne Item</p>`
  document.title = 'Wandern im Harz | Reiseportal'
})

afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(window, 'parent', { value: window, configurable: true })
})

describe('startVisualEditing', () => {
  it('connects and gives up after 10 tries at 100 ms without a confirm: no overlay', async () => {
    const { startVisualEditing } = await load()
    const started = startVisualEditing({ directusUrl: DIRECTUS, onSaved: vi.fn() })
    expect(messages.map((m) => m.action)).toEqual(['connect'])
    await vi.advanceTimersByTimeAsync(900)
    fromParent('confirm', {}, 'http://fremd.example.com') // another origin does not count
    await vi.advanceTimersByTimeAsync(100)
    expect(await started).toBeNull()
    fromParent('confirm', {}) // too late
    await vi.advanceTimersByTimeAsync(1000)
    expect(messages.map((m) => m.action)).toEqual(['connect'])
    expect(document.getElementById('directus-visual-editing')).toBeNull()
  })

  it('after a confirm asks for the complete regions only and shows the overlay with the site’s class', async () => {
    const { startVisualEditing } = await load()
    const started = startVisualEditing({ directusUrl: DIRECTUS, onSaved: vi.fn() })
    await vi.advanceTimersByTimeAsync(450)
    fromParent('confirm', { aiEnabled: false })
    await vi.advanceTimersByTimeAsync(100)
    expect(await started).not.toBeNull()
    const check = messages.find((m) => m.action === 'checkFieldAccess')
    expect(check?.data).toEqual([
      { key: expect.any(String), collection: 'pages', item: '7', fields: ['title'] },
    ])

    fromParent('activateElements', [(check!.data as Array<{ key: string }>)[0]!.key])
    const overlay = document.querySelector('.directus-visual-editing-overlay')
    expect(overlay?.classList.contains('reiseportal-overlay')).toBe(true)
  })

  it('reports navigation debounced by 100 ms, checked every 200 ms, and 50 ms after a change', async () => {
    const { startVisualEditing } = await load()
    const started = startVisualEditing({ directusUrl: DIRECTUS, onSaved: vi.fn() })
    fromParent('confirm', {})
    await vi.advanceTimersByTimeAsync(100) // the handshake's next look
    await started
    const navigations = () => messages.filter((m) => m.action === 'navigation').map((m) => m.data)
    await vi.advanceTimersByTimeAsync(99)
    expect(navigations()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(navigations()).toEqual([{ url: window.location.href, title: 'Wandern im Harz | Reiseportal' }])

    // The check after a change comes 50 ms later, then every 200 ms: a new title is seen within 200 ms and
    // reported 100 ms after that.
    await vi.advanceTimersByTimeAsync(50)
    document.title = 'Herbst im Harz | Reiseportal'
    await vi.advanceTimersByTimeAsync(199)
    await vi.advanceTimersByTimeAsync(100)
    expect(navigations().at(-1)).toEqual({ url: window.location.href, title: 'Herbst im Harz | Reiseportal' })
    expect(navigations()).toHaveLength(2)
  })

  it('calls the save handler of a known region, and reloads for anything else', async () => {
    const { startVisualEditing } = await load()
    const onSaved = vi.fn()
    const reload = vi.fn()
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true })
    const started = startVisualEditing({ directusUrl: DIRECTUS, onSaved })
    fromParent('confirm', {})
    await vi.advanceTimersByTimeAsync(100) // the handshake's next look
    await started
    const [{ key }] = messages.find((m) => m.action === 'checkFieldAccess')!.data as [{ key: string }]
    fromParent(
      'saved',
      { key, collection: 'pages', item: '7', payload: { title: 'Neu' } },
      'http://fremd.example.com',
    )
    expect(onSaved).not.toHaveBeenCalled()
    fromParent('saved', { key, collection: 'pages', item: '7', payload: { title: 'Neu' } })
    expect(onSaved).toHaveBeenCalledWith({ collection: 'pages', item: '7', payload: { title: 'Neu' } })
    expect(reload).not.toHaveBeenCalled()
    fromParent('saved', { key: '', collection: 'pages', item: null, payload: {} })
    expect(reload).toHaveBeenCalledOnce()
  })

  it('logs the spec’s line and does nothing when there is no parent frame', async () => {
    Object.defineProperty(window, 'parent', { value: window, configurable: true })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { startVisualEditing } = await load()
    expect(await startVisualEditing({ directusUrl: DIRECTUS, onSaved: vi.fn() })).toBeNull()
    expect(error).toHaveBeenCalledWith(
      'Error sending message to Directus in parent frame:',
      expect.any(Error),
    )
    expect(parent.postMessage).not.toHaveBeenCalledWith(
      expect.objectContaining({ action: 'connect' }),
      DIRECTUS,
    )
    error.mockRestore()
  })
})

describe('the custom CSS class rule', () => {
  it.each([
    ['reiseportal-overlay', true],
    ['_intern', true],
    ['Ueberlagerung_2', true],
    ['2-spalten', false],
    ['-minus', false],
    ['zwei klassen', false],
    ['a.b', false],
  ])('%s is taken: %s', async (customClass, taken) => {
    vi.resetModules()
    const { apply } = await import('@directus/visual-editing')
    const applied = apply({ directusUrl: DIRECTUS, customClass })
    fromParent('confirm', {})
    await vi.advanceTimersByTimeAsync(100)
    await applied
    const check = messages.find((m) => m.action === 'checkFieldAccess')
    fromParent(
      'activateElements',
      (check!.data as Array<{ key: string }>).map((item) => item.key),
    )
    const overlay = document.querySelector('.directus-visual-editing-overlay:last-of-type')
    expect(overlay?.classList.contains(customClass)).toBe(taken)
  })
})
