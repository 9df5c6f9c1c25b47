import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { serverIcons } from '~/lib/icons.server'

import { IconProvider } from './icon'
import {
  FlashMessage,
  TOAST_CLOSE_LABEL,
  TOAST_DURATION_MS,
  Toaster,
  toastIconClass,
  toastViewportClass,
} from './toast'

describe('toast constants', () => {
  it('closes after 5000 ms with a button labelled "Close"', () => {
    expect(TOAST_DURATION_MS).toBe(5000)
    expect(TOAST_CLOSE_LABEL).toBe('Close')
  })

  it('uses the full width on small screens and 24rem from sm', () => {
    expect(toastViewportClass.split(' ')).toEqual(expect.arrayContaining(['w-full', 'sm:w-[24rem]']))
  })

  it('colours the icon red for errors', () => {
    expect(toastIconClass('red')).toContain('text-red-600')
    expect(toastIconClass('primary')).toContain('text-brand')
  })
})

describe('Toaster', () => {
  it('renders nothing on the server: the Radix toast code loads in the browser later', () => {
    expect(renderToStaticMarkup(<Toaster />)).toBe('')
  })
})

describe('FlashMessage', () => {
  it('renders a status message without JavaScript, with its icon in colour', () => {
    const html = renderToStaticMarkup(
      <IconProvider icons={serverIcons(['lucide:circle-check'])}>
        <FlashMessage title="Ihre Anfrage wurde gesendet." icon="lucide:circle-check" color="green" />
      </IconProvider>,
    )
    expect(html).toMatch(/^<div role="status"/)
    expect(html).toContain('Ihre Anfrage wurde gesendet.')
    expect(html).toContain('<svg')
    expect(html).toContain('text-green-600')
  })
})
