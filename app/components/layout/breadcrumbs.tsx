import { Link } from '~/components/site-link'
import { useTranslation } from '~/i18n'

export interface Crumb {
  label: string
  to?: string
}

/** Breadcrumbs with the home page first; the last crumb is the current page and not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items]
  return (
    <nav aria-label={t('breadcrumbs.label')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, index) => {
          const last = index === all.length - 1
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              {crumb.to && !last ? (
                <Link to={crumb.to} className="hover:text-brand-dark hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
