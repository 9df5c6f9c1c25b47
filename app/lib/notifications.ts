export const toastColors = ['primary', 'green', 'red', 'yellow', 'gray'] as const
export type ToastColor = (typeof toastColors)[number]

/** A notification entry (spec §3): the id is the creation timestamp as a string. */
export interface Notification {
  id: string
  icon: string | undefined
  color: ToastColor
  title: string
}

export interface ToastInput {
  title: string
  icon?: string | undefined
  color?: ToastColor
}

/**
 * The list behind the toasts. On the server nothing is added: module state there would be shared by all
 * visitors, and feedback after a server action is a flash message instead.
 */
export function createNotificationStore({
  now = () => Date.now(),
  server = false,
}: { now?: () => number; server?: boolean } = {}) {
  let entries: readonly Notification[] = []
  let lastId = 0
  const listeners = new Set<() => void>()

  function emit(next: readonly Notification[]) {
    entries = next
    for (const listener of listeners) listener()
  }

  return {
    getSnapshot: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add({ title, icon, color = 'primary' }: ToastInput): Notification | undefined {
      if (server) return undefined
      // Two toasts in the same millisecond still need distinct ids.
      lastId = Math.max(now(), lastId + 1)
      const entry: Notification = { id: String(lastId), icon, color, title }
      emit([...entries, entry])
      return entry
    },
    remove(id: string) {
      if (entries.some((entry) => entry.id === id)) emit(entries.filter((entry) => entry.id !== id))
    },
    clear() {
      if (entries.length > 0) emit([])
    },
  }
}

export const notifications = createNotificationStore({ server: typeof document === 'undefined' })

/** Shows a toast in the browser. */
export function toast(input: ToastInput): Notification | undefined {
  return notifications.add(input)
}
