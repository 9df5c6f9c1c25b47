import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

import { notifications } from '~/lib/notifications'

import { Icon } from './icon'
import {
  noEntries,
  TOAST_CLOSE_LABEL,
  TOAST_DURATION_MS,
  toastCardClass,
  toastIconClass,
  toastViewportClass,
} from './toast'
import { tLayout } from '../../../core/copy/layout'

/** Radix' defaults are English ("Notification", "Notifications ({hotkey})"). */
const ANNOUNCE_LABEL = tLayout('layout.notification')
const REGION_LABEL = tLayout('layout.notifications')

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
 * The toasts of the notification store, loaded on demand by `Toaster` in `./toast`. Each closes after
 * 5000 ms; Radix pauses the timer while the pointer or focus is on the viewport. Screen readers hear each
 * toast once, prefixed "Benachrichtigung", and F8 moves focus to the region "Benachrichtigungen (F8)".
 */
export default function RadixToaster() {
  const entries = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, noEntries)
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={ANNOUNCE_LABEL}>
      {entries.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          className={toastCardClass}
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
      <ToastPrimitive.Viewport className={toastViewportClass} label={REGION_LABEL} />
    </ToastPrimitive.Provider>
  )
}
