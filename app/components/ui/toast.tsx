import * as ToastPrimitive from '@radix-ui/react-toast'
import { useEffect, useSyncExternalStore } from 'react'

import { useHydrated } from '~/lib/hydrated'
import { notifications, toast, type Notification, type ToastColor } from '~/lib/notifications'

import { Icon } from './icon'

export { toast }
export type { Notification, ToastColor }

export const TOAST_DURATION_MS = 5000
export const TOAST_CLOSE_LABEL = 'Close'
/** Full width on small screens, 24rem from the `sm` breakpoint (spec §9). */
export const toastViewportClass =
  'fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:w-[24rem]'

const cardClass =
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
const noEntries = () => none

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M18 6L6 18M6 6l12 12"
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="2"
      />
    </svg>
  )
}

/**
 * The toasts of the notification store. Each closes after 5000 ms; Radix pauses the timer while the pointer
 * or focus is on the viewport.
 */
export function Toaster() {
  const entries = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, noEntries)
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {entries.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          className={cardClass}
          onOpenChange={(open) => {
            if (!open) notifications.remove(entry.id)
          }}
        >
          {entry.icon ? <Icon name={entry.icon} size={20} className={toastIconClass(entry.color)} /> : null}
          <ToastPrimitive.Title className="flex-1 font-medium">{entry.title}</ToastPrimitive.Title>
          <ToastPrimitive.Close
            aria-label={TOAST_CLOSE_LABEL}
            className="shrink-0 rounded text-gray-500 hover:text-gray-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand dark:hover:text-white"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={toastViewportClass} />
    </ToastPrimitive.Provider>
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
  icon?: string
  color?: ToastColor
}) {
  return (
    <div role="status" className={cardClass}>
      {icon ? <Icon name={icon} size={20} className={toastIconClass(color)} /> : null}
      <p className="flex-1 font-medium">{title}</p>
    </div>
  )
}

/**
 * The message an action left for this page: a status message in the page without JavaScript (and until
 * hydration), then a toast.
 */
export function FlashToast({ flash }: { flash: { title: string; icon?: string; color: ToastColor } | null }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (flash) toast(flash)
  }, [flash])
  if (!flash || hydrated) return null
  return (
    <div className="container-page mt-4">
      <FlashMessage title={flash.title} icon={flash.icon} color={flash.color} />
    </div>
  )
}
