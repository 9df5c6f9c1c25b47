import { useId } from 'react'

import { useEditable } from '~/components/editable'
import { Link } from '~/components/site-link'
import { imageSrcSet, imageUrl } from '~/lib/images'
import { isSafeExternalUrl } from '~/lib/safe-url'

import { ArticleGrid, HotelGrid, RoundTripGrid } from './teasers'
import type { SavedIds } from '../../core/saved-trips'
import type { ResolvedBlock } from '../../trpc/types'

type BlockOf<T extends ResolvedBlock['type']> = Extract<ResolvedBlock, { type: T }>

/** A block's region in the visual editor: the page's `blocks` field (empty outside the editor). */
type Editable = { 'data-directus'?: string }

function isInternal(href: string) {
  return href.startsWith('/') || href.startsWith('#')
}

function CtaLink({
  href,
  children,
  className,
}: {
  href: string
  children: React.ReactNode
  className: string
}) {
  // Links come from the CMS: a javascript:, data:, blob: or vbscript: target is never rendered.
  if (!isSafeExternalUrl(href)) return <span className={className}>{children}</span>
  return isInternal(href) && !href.startsWith('#') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

function Hero({ block, first, editable }: { block: BlockOf<'hero'>; first: boolean; editable: Editable }) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="relative overflow-hidden bg-brand-dark text-white" {...editable}>
      {block.image && (
        <img
          src={imageUrl(block.image, 1280)}
          srcSet={imageSrcSet(block.image, [640, 960, 1280])}
          sizes="100vw"
          alt=""
          className="absolute inset-0 h-full w-full object-cover opacity-40"
          // React 18 passes the attribute only in lower case.
          {...(first ? { fetchpriority: 'high' } : {})}
        />
      )}
      <div className="container-page relative py-16 sm:py-24">
        <Heading className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{block.title}</Heading>
        {block.subtitle && <p className="mt-4 max-w-2xl text-lg">{block.subtitle}</p>}
        {block.cta_label && block.cta_href && (
          <CtaLink
            href={block.cta_href}
            className="mt-8 inline-flex rounded-lg bg-brand-yellow px-6 py-3 font-semibold text-slate-900 hover:bg-white"
          >
            {block.cta_label}
          </CtaLink>
        )}
      </div>
    </section>
  )
}

function Section({
  title,
  children,
  id,
  editable,
}: {
  title: string
  children: React.ReactNode
  id?: string
  editable: Editable
}) {
  const headingId = useId()
  return (
    <section className="container-page mt-12" id={id} aria-labelledby={headingId} {...editable}>
      <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Block({
  block,
  first,
  editable,
  saved,
}: {
  block: ResolvedBlock
  first: boolean
  editable: Editable
  saved: SavedIds
}) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} first={first} editable={editable} />
    case 'richtext':
      return (
        <div
          className="prose-cms container-page mt-10 max-w-3xl text-lg"
          // Sanitised on the server (trpc/sanitize.ts) before it reaches the page.
          dangerouslySetInnerHTML={{ __html: block.html }}
          {...editable}
        />
      )
    case 'hotel_teasers':
      return (
        <Section title={block.title} editable={editable}>
          <HotelGrid hotels={block.hotels} saved={saved.hotel} />
        </Section>
      )
    case 'round_trip_teasers':
      return (
        <Section title={block.title} id="rundreisen-liste" editable={editable}>
          <RoundTripGrid trips={block.trips} saved={saved.round_trip} />
        </Section>
      )
    case 'article_teasers':
      return (
        <Section title={block.title} editable={editable}>
          <ArticleGrid articles={block.articles} />
        </Section>
      )
    case 'cta':
      return (
        <section className="container-page mt-12" {...editable}>
          <div className="rounded-2xl bg-brand-bright p-8">
            <h2 className="text-2xl font-bold">{block.title}</h2>
            {block.text && <p className="mt-2 max-w-prose">{block.text}</p>}
            <CtaLink href={block.href} className="button-primary mt-6">
              {block.label}
            </CtaLink>
          </div>
        </section>
      )
    case 'faq':
      return (
        <Section title={block.title} editable={editable}>
          <div className="max-w-3xl divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {block.items.map((item) => (
              <details key={item.question} className="group p-4">
                <summary className="cursor-pointer font-semibold">{item.question}</summary>
                <p className="mt-2 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      )
  }
}

/**
 * Renders a landing page's blocks; the first hero carries the page's h1. `saved`: what is on the visitor's
 * Merkzettel, for the teasers' "Merken" buttons.
 */
export function PageBlocks({
  id,
  blocks,
  title,
  saved,
}: {
  id: number
  blocks: ResolvedBlock[]
  title: string
  saved: SavedIds
}) {
  const editable = useEditable()
  const heroFirst = blocks[0]?.type === 'hero'
  return (
    <>
      {!heroFirst && (
        <h1
          className="container-page mt-10 text-4xl font-bold tracking-tight"
          {...editable('pages', id, ['title'], 'popover')}
        >
          {title}
        </h1>
      )}
      {blocks.map((block, index) => (
        <Block
          key={index}
          block={block}
          first={index === 0}
          editable={editable('pages', id, ['blocks'])}
          saved={saved}
        />
      ))}
    </>
  )
}
