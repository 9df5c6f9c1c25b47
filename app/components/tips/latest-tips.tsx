import { useEditableText } from '~/components/editable'
import { Link } from '~/components/site-link'
import { ArticleGrid, type ArticleTeaser } from '~/components/teasers'
import { useTranslation } from '~/i18n'

/**
 * "Neueste Reisetipps" for the home page: its own section with heading and a link to all tips. Data:
 * `article.latest({ limit })` (tRPC), e.g. `caller.article.latest({ limit: 3 })` in the loader.
 */
export function LatestTips({
  articles,
  className = 'container-page mt-14',
}: {
  articles: ArticleTeaser[]
  className?: string
}) {
  const { t } = useTranslation()
  const editableText = useEditableText()
  if (articles.length === 0) return null
  return (
    <section aria-labelledby="neueste-reisetipps" className={className}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2
          id="neueste-reisetipps"
          className="text-2xl font-bold tracking-tight"
          {...editableText('home.latestTips')}
        >
          {t('home.latestTips')}
        </h2>
        <Link
          to="/reisetipps"
          className="font-medium text-brand-dark underline underline-offset-4"
          {...editableText('home.allTips')}
        >
          {t('home.allTips')}
        </Link>
      </div>
      <ArticleGrid articles={articles} />
    </section>
  )
}
