// @vitest-environment happy-dom
import { startTransition, type ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DateRangeView } from './date-range'
import { TravellersView } from './travellers'

// A visitor on a slow phone fills the search form while its islands are still loading or hydrating
// (app/islands/entry.client.tsx hydrates each island as a transition): what they typed or chose must stay
// in the fields and reach the island's state.

let root: Root | undefined

afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.innerHTML = ''
})

/** Sets a field's value as a browser does when a person types or chooses, then sends its event. */
function enter(selector: string, value: string) {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!
  const prototype =
    field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

const WHEN = ['before', 'right after', 'a task after'] as const

/**
 * The server's HTML of an island, filled in by `fill` before, right after or a task after its hydration
 * starts; resolves once it is hydrated (it then shows a button the server's HTML has not) and the fill's
 * events have reached it.
 */
async function fillWhileHydrating(island: ReactElement, when: (typeof WHEN)[number], fill: () => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(island)
  document.body.append(container)
  if (when === 'before') fill()
  startTransition(() => {
    root = hydrateRoot(container, island)
  })
  if (when === 'right after') fill()
  if (when === 'a task after') {
    await new Promise((resolve) => setTimeout(resolve, 0))
    fill()
  }
  await vi.waitFor(() => expect(container.querySelector('button')).not.toBeNull())
  return container
}

const valueOf = (selector: string) =>
  [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(selector)].map((field) => field.value)

describe('the search form filled while its islands hydrate', () => {
  for (const when of WHEN) {
    it(`keeps dates typed ${when} hydration starts, with their night count`, async () => {
      const container = await fillWhileHydrating(
        <DateRangeView anreise="" abreise="" today="2026-11-27" errors={{}} />,
        when,
        () => {
          enter('input[name="anreise"]', '2027-01-23')
          enter('input[name="abreise"]', '2027-01-26')
        },
      )
      await vi.waitFor(() => expect(container.textContent).toContain('3 Nächte'))
      expect(valueOf('input[type="date"]')).toEqual(['2027-01-23', '2027-01-26'])
    })

    it(`keeps travellers chosen ${when} hydration starts, in the fields and in the line`, async () => {
      // the age selects are there until the island hydrates; hydrated, a child comes with its "+" button
      const chosen = { childAge: false }
      const container = await fillWhileHydrating(
        <TravellersView zimmer="" erwachsene="" kind={[]} errors={{}} />,
        when,
        () => {
          enter('input[name="erwachsene"]', '3')
          chosen.childAge = document.querySelector('select[name="kind"]') !== null
          if (chosen.childAge) enter('select[name="kind"]', '7')
        },
      )
      const { childAge } = chosen
      if (when === 'before') expect(childAge).toBe(true)
      const line = childAge ? '3 Erwachsene · 1 Kind' : '3 Erwachsene'
      await vi.waitFor(() => expect(container.querySelector('summary')?.textContent).toContain(line))
      expect(valueOf('input[name="erwachsene"]')).toEqual(['3'])
      expect(valueOf('select[name="kind"]')).toEqual(childAge ? ['7'] : [])
    })
  }
})
