import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'

import { useHydrated } from '~/lib/hydrated'
import { onIdle } from '~/lib/idle'
import { notifications, toast, type Notification, type ToastColor } from '~/lib/notifications'

import { Icon } from './icon'

export { toast }
export type { Notification, ToastColor }

export const TOAST_DURATION_MS = 5000
export const TOAST_CLOSE_LABEL = 'Close'
/** Full width on small screens, 24rem from the `sm` breakpoint (spec §9). */
export const toastViewportClass =
  'fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:w-[24rem]'

export const toastCardClass =
  'flex w-full items-start gap-3 rounded-lg bg-white p-4 text-sm text-gray-900 shadow-lg ring-1 ring-gray-200 dark:bg-gray-900 dark:text-white dark:ring-gray-800'

const iconColorClass: Record<ToastColor, string> = {
  primary: 'text-brand',
  green: 'text-green-600',
  red: 'text-red-600',
  yellow: 'text-yellow-500',
  gray: 'text-gray-500',
}

export function toastIconClass(color: ToastColor): string {
  return `mt-0.5 shrink-0 ${iconColorClass[color]}`
}

const none: readonly Notification[] = []
export const noEntries = () => none

// A chunk that cannot be loaded (e.g. removed by a deploy) must not take the page down with it.
const RadixToaster = lazy(() => import('./toast-radix').catch(() => ({ default: PlainToaster })))

/**
 * The toasts of the notification store (`toast(…)`). The Radix toast code (about 11 KB gzip) is not part of
 * the first load: it is fetched once the browser is idle after hydration, or as soon as a toast is shown,
 * whichever comes first. Until it is there, waiting toasts show as plain cards in the same place.
 */
export function Toaster() {
  const entries = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, noEntries)
  const [wanted, setWanted] = useState(false)
  useEffect(() => onIdle(() => setWanted(true)), [])
  useEffect(() => {
    if (entries.length > 0) setWanted(true)
  }, [entries.length])
  if (!wanted && entries.length === 0) return null
  return (
    <Suspense fallback={<WaitingToasts entries={entries} />}>
      <RadixToaster />
    </Suspense>
  )
}

/** Plain cards that close after 5000 ms: the toasts when the Radix code could not be loaded. */
function PlainToaster() {
  const entries = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, noEntries)
  useEffect(() => {
    const first = entries[0]
    if (!first) return
    const timer = setTimeout(() => notifications.remove(first.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [entries])
  return <WaitingToasts entries={entries} />
}

function WaitingToasts({ entries }: { entries: readonly Notification[] }) {
  if (entries.length === 0) return null
  return (
    <ol className={toastViewportClass}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <FlashMessage title={entry.title} icon={entry.icon} color={entry.color} />
        </li>
      ))}
    </ol>
  )
}

/**
 * A message rendered by the server, e.g. from a flash cookie after a redirect: the toast's look as plain
 * markup in the page flow, readable without JavaScript. Its icon renders when provided through
 * `IconProvider`.
 */
export function FlashMessage({
  title,
  icon,
  color = 'primary',
}: {
  title: string
  icon?: string | undefined
  color?: ToastColor
}) {
  return (
    <div role="status" className={toastCardClass}>
      {icon ? <Icon name={icon} size={20} className={toastIconClass(color)} /> : null}
      <p className="flex-1 font-medium">{title}</p>
    </div>
  )
}

/**
 * The message an action left for this page: a status message in the page without JavaScript (and until
 * hydration), then a toast.
 */
export function FlashToast({
  flash,
}: {
  flash: { title: string; icon?: string | undefined; color: ToastColor } | null
}) {
  const hydrated = useHydrated()
  // Only once the page-flow message is gone, so that the two never show at the same time.
  useEffect(() => {
    if (flash && hydrated) toast(flash)
  }, [flash, hydrated])
  if (!flash || hydrated) return null
  return (
    <div className="container-page mt-4">
      <FlashMessage title={flash.title} icon={flash.icon} color={flash.color} />
    </div>
  )
}
