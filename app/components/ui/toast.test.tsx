// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { serverIcons } from '~/lib/icons.server'
import { notifications } from '~/lib/notifications'

import { IconProvider } from './icon'
import { FlashMessage, toast, Toaster } from './toast'

declare global {
  // React's flag for tests that drive rendering with act().
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | undefined

/** The toast region as a screen reader announces it, and the toasts' texts and buttons in it. */
function region() {
  const element = document.querySelector('[role="region"][aria-label="Benachrichtigungen (F8)"]')
  return {
    element,
    texts: [...(element?.querySelectorAll('li') ?? [])].map((item) => item.textContent),
    closeButtons: [...(element?.querySelectorAll<HTMLButtonElement>('button[aria-label="Close"]') ?? [])],
  }
}

async function showToaster() {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root!.render(<Toaster />))
}

async function show(title: string) {
  await act(async () => toast({ title }))
  // The Radix toast code is fetched when the first toast shows.
  await act(() => vi.dynamicImportSettled())
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  notifications.clear()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('renders nothing on the server: the Radix toast code loads in the browser later', () => {
    expect(renderToStaticMarkup(<Toaster />)).toBe('')
  })

  it('shows a toast in the notification region with a close button, and closes it after 5 seconds', async () => {
    await showToaster()
    await show('Ihr Farbschema ist gespeichert.')
    expect(region().texts).toEqual(['Ihr Farbschema ist gespeichert.'])
    expect(region().closeButtons).toHaveLength(1)

    await act(async () => vi.advanceTimersByTime(4_900))
    expect(region().texts).toEqual(['Ihr Farbschema ist gespeichert.'])
    await act(async () => vi.advanceTimersByTime(200))
    expect(region().texts).toEqual([])
    expect(notifications.getSnapshot()).toEqual([])
  })

  it('closes a toast at once when its close button is pressed', async () => {
    await showToaster()
    await show('Gespeichert.')
    await act(async () => region().closeButtons[0]!.click())
    expect(region().texts).toEqual([])
    expect(notifications.getSnapshot()).toEqual([])
  })
})

describe('FlashMessage', () => {
  it('renders a status message without JavaScript, with its icon', () => {
    const html = renderToStaticMarkup(
      <IconProvider icons={serverIcons(['lucide:circle-check'])}>
        <FlashMessage title="Ihre Anfrage wurde gesendet." icon="lucide:circle-check" color="green" />
      </IconProvider>,
    )
    expect(html).toMatch(/^<div role="status"/)
    expect(html).toContain('Ihre Anfrage wurde gesendet.')
    expect(html).toContain('<svg')
  })
})
