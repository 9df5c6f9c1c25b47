import type { ReactNode } from 'react'

import { useTranslation } from '~/i18n'

import { Breadcrumbs, type Crumb } from './breadcrumbs'

/**
 * The real heading and breadcrumbs of a page whose content is built in a later step, with a German note
 * that it follows. Navigation, layouts and guards can be used and tested before the content exists.
 */
export function PagePlaceholder({
  title,
  crumbs,
  contained = true,
  children,
}: {
  title: string
  crumbs: Crumb[]
  contained?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <main id="inhalt" className={contained ? 'container-page py-8' : 'py-8'}>
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 max-w-prose text-slate-700">{t('placeholder.text')}</p>
      {children}
    </main>
  )
}
