import { describe, expect, it, vi } from 'vitest'

import { createNotificationStore, toast } from './notifications'

describe('createNotificationStore', () => {
  it('adds entries shaped { id: timestamp string, icon, color, title }', () => {
    const store = createNotificationStore({ now: () => 1_700_000_000_000 })
    const entry = store.add({ title: 'Gespeichert', icon: 'lucide:check', color: 'green' })
    expect(entry).toEqual({ id: '1700000000000', icon: 'lucide:check', color: 'green', title: 'Gespeichert' })
    expect(store.getSnapshot()).toEqual([entry])
  })

  it('defaults to the primary colour without an icon', () => {
    const store = createNotificationStore({ now: () => 5 })
    expect(store.add({ title: 'Hallo' })).toEqual({
      id: '5',
      icon: undefined,
      color: 'primary',
      title: 'Hallo',
    })
  })

  it('keeps ids distinct within one millisecond', () => {
    const store = createNotificationStore({ now: () => 5 })
    store.add({ title: 'a' })
    store.add({ title: 'b' })
    expect(store.getSnapshot().map((entry) => entry.id)).toEqual(['5', '6'])
  })

  it('notifies subscribers and removes entries', () => {
    const store = createNotificationStore({ now: () => 1 })
    const listener = vi.fn()
    store.subscribe(listener)
    const entry = store.add({ title: 'a' })
    store.remove(entry?.id ?? '')
    store.remove('unknown')
    expect(store.getSnapshot()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('adds nothing on the server', () => {
    const store = createNotificationStore({ server: true })
    expect(store.add({ title: 'a' })).toBeUndefined()
    expect(store.getSnapshot()).toEqual([])
  })
})

describe('toast in a server process', () => {
  it('is a no-op so that visitors never share toasts', () => {
    expect(toast({ title: 'x' })).toBeUndefined()
  })
})
