import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { useTranslation } from '~/i18n'
import { createLoadingProgress, loadingBarDefaults, type LoadingState } from '~/lib/loading-progress'

import { tSite } from '../../../core/copy/site'

const idle: LoadingState = { progress: 0, visible: false, error: false }

/** The bar itself, separate from navigation so that it can be rendered and tested on its own. */
export function LoadingBarView({
  state,
  height = loadingBarDefaults.height,
  label = tSite('loading.label'),
}: {
  state: LoadingState
  height?: number
  label?: string
}) {
  const progress = Math.round(state.progress)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-hidden={!state.visible}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[999] origin-left transition-[transform,opacity] duration-200 ease-out ${
        state.error ? 'bg-red-600' : 'bg-brand'
      } ${state.visible ? 'opacity-100' : 'opacity-0'}`}
      style={{ height: `${height}px`, transform: `scaleX(${progress / 100})` }}
    />
  )
}

/** Shows page loads driven by Remix navigation; finishes when the navigation ends, also with an error. */
export function LoadingBar() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [state, setState] = useState(idle)
  const [bar] = useState(() => createLoadingProgress({ onChange: setState }))
  const busy = navigation.state !== 'idle'

  useEffect(() => {
    if (busy) bar.start()
    else bar.finish()
  }, [busy, bar])

  useEffect(() => () => bar.clear(), [bar])

  return <LoadingBarView state={state} label={t('loading.label')} />
}
