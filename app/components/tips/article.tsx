import { useNonce } from '~/components/nonce'
import { scriptJson } from '~/islands/scripts'
import { imageUrl } from '~/lib/images'

import { tSite } from '../../../core/copy/site'
import type { RouterOutputs } from '../../../trpc/types'

type Article = RouterOutputs['article']['bySlug']

/** schema.org Article with its author and publisher, and the breadcrumb trail, for search engines. */
export function ArticleStructuredData({
  article,
  siteUrl,
  siteName,
}: {
  article: Article
  siteUrl: string
  siteName: string
}) {
  const nonce = useNonce()
  const url = `${siteUrl}${article.path}`
  const graph = [
    {
      '@type': 'Article',
      '@id': url,
      mainEntityOfPage: url,
      headline: article.title,
      description: article.seoDescription ?? article.teaser ?? undefined,
      image: article.heroImage ? [`${siteUrl}${imageUrl(article.heroImage, 1280)}`] : undefined,
      datePublished: article.publishedAt ?? undefined,
      author: article.author ? { '@type': 'Person', name: article.author } : undefined,
      publisher: { '@type': 'Organization', name: siteName, url: `${siteUrl}/` },
      articleSection: article.group.name,
      inLanguage: 'de-DE',
      timeRequired: `PT${article.readingMinutes}M`,
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: tSite('nav.home'), item: `${siteUrl}/` },
        { name: tSite('nav.travelTips'), item: `${siteUrl}/reisetipps` },
        { name: article.group.name, item: `${siteUrl}/reisetipps/${article.group.slug}` },
        { name: article.title, item: url },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ]
  const json = scriptJson({ '@context': 'https://schema.org', '@graph': graph })
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}
