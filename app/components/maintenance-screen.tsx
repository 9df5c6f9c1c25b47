import { useTranslation } from '~/i18n'

export const MAINTENANCE_STATUS_TEXT = 'Maintenance'
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600

export function MaintenanceScreen() {
  const { t } = useTranslation()
  return (
    <main id="inhalt" className="container-page py-16">
      <h1 className="text-3xl font-bold">{t('maintenance.title')}</h1>
      <p className="mt-4 max-w-prose text-slate-700">{t('maintenance.text')}</p>
      <p className="mt-2 max-w-prose text-slate-700">{t('maintenance.retry')}</p>
    </main>
  )
}
