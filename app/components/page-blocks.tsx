import { Form } from '@remix-run/react'
import { useId } from 'react'

import { useEditable } from '~/components/editable'
import { StayFields } from '~/components/hotel/search-fields'
import { Link } from '~/components/site-link'
import { imageSrcSet, imageUrl, loadingProps } from '~/lib/images'
import { isSafeExternalUrl } from '~/lib/safe-url'

import { ArticleGrid, HotelGrid, RoundTripGrid } from './teasers'
import { tLayout } from '../../core/copy/layout'
import { tPreview } from '../../core/copy/preview'
import { BLOCK_COLLECTIONS } from '../../core/page-blocks'
import type { SavedIds } from '../../core/saved-trips'
import type { ResolvedBlock } from '../../trpc/types'

type BlockOf<T extends ResolvedBlock['type']> = Extract<ResolvedBlock, { type: T }>

/** Props of an editable region in the visual editor (empty outside the editor). */
type Editable = { 'data-directus'?: string }

/** The regions of one block: the whole block (all of `fields`, in a drawer), or one of its fields. */
type BlockRegions = { block: Editable; field: (...fields: string[]) => Editable }

const LINK_FIELDS = ['more_label', 'more_href', 'anchor']
/** The fields of each block type that editors change, in the drawer of the whole block. */
const BLOCK_FIELDS: Record<ResolvedBlock['type'], string[]> = {
  hero: ['title', 'subtitle', 'image', 'cta_label', 'cta_href'],
  search_hero: ['title', 'text', 'search_label'],
  richtext: ['html'],
  hotel_teasers: ['title', 'region', 'theme', 'featured', 'limit', ...LINK_FIELDS],
  round_trip_teasers: ['title', 'limit', ...LINK_FIELDS],
  article_teasers: ['title', 'category', 'region', 'limit', ...LINK_FIELDS],
  cta: ['title', 'text', 'label', 'href'],
  faq: ['title', 'items'],
  gallery: ['title', 'images'],
}

function useBlockRegions() {
  const editable = useEditable()
  return (block: ResolvedBlock): BlockRegions => {
    const collection = BLOCK_COLLECTIONS[block.type]
    return {
      block: editable(collection, block.id, BLOCK_FIELDS[block.type]),
      field: (...fields) => editable(collection, block.id, fields, 'popover'),
    }
  }
}

function isInternal(href: string) {
  return href.startsWith('/') || href.startsWith('#')
}

function CtaLink({
  href,
  children,
  className,
  editable,
}: {
  href: string
  children: React.ReactNode
  className: string
  editable: Editable
}) {
  // Links come from the CMS: a javascript:, data:, blob: or vbscript: target is never rendered.
  if (!isSafeExternalUrl(href))
    return (
      <span className={className} {...editable}>
        {children}
      </span>
    )
  return isInternal(href) && !href.startsWith('#') ? (
    <Link to={href} className={className} {...editable}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} {...editable}>
      {children}
    </a>
  )
}

function Hero({ block, first, regions }: { block: BlockOf<'hero'>; first: boolean; regions: BlockRegions }) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="relative overflow-hidden bg-brand-dark text-white" {...regions.block}>
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
        <Heading
          className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
          {...regions.field('title')}
        >
          {block.title}
        </Heading>
        {block.subtitle && (
          <p className="mt-4 max-w-2xl text-lg" {...regions.field('subtitle')}>
            {block.subtitle}
          </p>
        )}
        {block.cta_label && block.cta_href && (
          <CtaLink
            href={block.cta_href}
            editable={regions.field('cta_label', 'cta_href')}
            className="mt-8 inline-flex rounded-lg bg-brand-yellow px-6 py-3 font-semibold text-slate-900 hover:bg-white"
          >
            {block.cta_label}
          </CtaLink>
        )}
      </div>
    </section>
  )
}

/** A listing block's heading; with a link to the whole list it sits beside the link (the home page's form). */
type Listing = {
  title: string
  more_label?: string | null | undefined
  more_href?: string | null | undefined
  anchor?: string | null | undefined
}

function Section({
  block,
  children,
  id,
  regions,
}: {
  block: Listing
  children: React.ReactNode
  id?: string
  regions: BlockRegions
}) {
  const generatedId = useId()
  const headingId = block.anchor || generatedId
  if (block.more_label && block.more_href)
    return (
      <section aria-labelledby={headingId} className="container-page mt-14" {...regions.block}>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight" {...regions.field('title')}>
            {block.title}
          </h2>
          <CtaLink
            href={block.more_href}
            className="font-medium text-brand-dark underline underline-offset-4"
            editable={regions.field('more_label', 'more_href')}
          >
            {block.more_label}
          </CtaLink>
        </div>
        {children}
      </section>
    )
  return (
    <section className="container-page mt-12" id={id} aria-labelledby={headingId} {...regions.block}>
      <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight" {...regions.field('title')}>
        {block.title}
      </h2>
      {children}
    </section>
  )
}

/** The search form starts empty: the hotel search page (`/hotel`) reads and checks what is sent. */
const EMPTY_SEARCH = { ziel: '', anreise: '', abreise: '', zimmer: '', erwachsene: '', kind: [] }

/** A title with the hotel search itself, as on /hotel (the same fields, destination suggestions with JS). */
function SearchHero({
  block,
  first,
  regions,
}: {
  block: BlockOf<'search_hero'>
  first: boolean
  regions: BlockRegions
}) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <div className="bg-brand-dark text-white" {...regions.block}>
      <div className="container-page py-12 sm:py-16">
        <Heading
          className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
          {...regions.field('title')}
        >
          {block.title}
        </Heading>
        {block.text && (
          <p className="mt-4 max-w-2xl text-lg text-white" {...regions.field('text')}>
            {block.text}
          </p>
        )}
        <Form
          method="get"
          action="/hotel"
          aria-label={tLayout('layout.hotelSearch')}
          className="mt-8 rounded-2xl bg-white p-4 text-slate-900 shadow-lg sm:p-6"
        >
          <StayFields values={EMPTY_SEARCH} errors={{}} today={block.today} />
          <button
            type="submit"
            className="mt-4 inline-flex rounded-lg bg-brand-yellow px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
            {...regions.field('search_label')}
          >
            {block.search_label}
          </button>
        </Form>
      </div>
    </div>
  )
}

/**
 * A gallery block: its pictures in the editors' order, one column on a phone, two or three beside each
 * other on wider screens, each with its alternative text and, where given, its caption.
 */
function GalleryBlock({ block, regions }: { block: BlockOf<'gallery'>; regions: BlockRegions }) {
  const headingId = useId()
  if (block.images.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="container-page mt-12" {...regions.block}>
      <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight" {...regions.field('title')}>
        {block.title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" {...regions.field('images')}>
        {block.images.map((image) => (
          <li key={`${image.sort}:${image.directus_files_id}`}>
            <figure>
              <img
                src={imageUrl(image.directus_files_id, 640)}
                srcSet={imageSrcSet(image.directus_files_id, [320, 480, 640, 960])}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                alt={image.alt}
                {...loadingProps(false)}
                decoding="async"
                width={640}
                height={427}
                className="aspect-[3/2] w-full rounded-xl object-cover"
              />
              {image.caption && (
                <figcaption className="mt-2 text-sm text-slate-700">{image.caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Block({
  block,
  first,
  lead,
  regions,
  saved,
}: {
  block: ResolvedBlock
  first: boolean
  /** The page's first hotel list where no title picture comes first: its first picture loads at once. */
  lead: boolean
  regions: BlockRegions
  saved: SavedIds
}) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} first={first} regions={regions} />
    case 'search_hero':
      return <SearchHero block={block} first={first} regions={regions} />
    case 'richtext':
      return (
        <div
          className="prose-cms container-page mt-10 max-w-3xl text-lg"
          // Sanitised on the server (trpc/sanitize.ts) before it reaches the page.
          dangerouslySetInnerHTML={{ __html: block.html }}
          {...regions.block}
        />
      )
    case 'hotel_teasers':
      return (
        <Section block={block} regions={regions}>
          <HotelGrid hotels={block.hotels} saved={saved.hotel} lead={lead} />
        </Section>
      )
    case 'round_trip_teasers':
      return (
        <Section block={block} id="rundreisen-liste" regions={regions}>
          <RoundTripGrid trips={block.trips} saved={saved.round_trip} />
        </Section>
      )
    case 'article_teasers':
      // Beside a link to all tips, an empty list is left out.
      if (block.articles.length === 0 && block.more_href) return null
      return (
        <Section block={block} regions={regions}>
          <ArticleGrid articles={block.articles} />
        </Section>
      )
    case 'cta':
      return (
        <section className="container-page mt-12" {...regions.block}>
          <div className="rounded-2xl bg-brand-bright p-8">
            <h2 className="text-2xl font-bold" {...regions.field('title')}>
              {block.title}
            </h2>
            {block.text && (
              <p className="mt-2 max-w-prose" {...regions.field('text')}>
                {block.text}
              </p>
            )}
            <CtaLink
              href={block.href}
              className="button-primary mt-6"
              editable={regions.field('label', 'href')}
            >
              {block.label}
            </CtaLink>
          </div>
        </section>
      )
    case 'faq':
      return (
        <Section block={block} regions={regions}>
          <div
            className="max-w-3xl divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200"
            {...regions.field('items')}
          >
            {block.items.map((item) => (
              <details key={item.question} className="group p-4">
                <summary className="cursor-pointer font-semibold">{item.question}</summary>
                <p className="mt-2 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      )
    case 'gallery':
      return <GalleryBlock block={block} regions={regions} />
  }
}

/**
 * Renders a landing page's blocks; the first hero carries the page's h1. `saved`: what is on the visitor's
 * Merkzettel, for the teasers' "Merken" buttons. In the visual editor each block and each of its fields is
 * a region of the block's item, and a button opens the page's list of blocks (add, sort, remove).
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
  const regionsOf = useBlockRegions()
  const first = blocks[0]
  const heroFirst = first?.type === 'hero' || first?.type === 'search_hero'
  const leadIndex =
    first?.type === 'hero' && first.image ? -1 : blocks.findIndex((block) => block.type === 'hotel_teasers')
  const blockList = editable('pages', id, ['blocks'])
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
          key={`${block.type}:${block.id}`}
          block={block}
          first={index === 0}
          lead={index === leadIndex}
          regions={regionsOf(block)}
          saved={saved}
        />
      ))}
      {blockList['data-directus'] && (
        <div className="container-page mt-12">
          <button type="button" className="button-primary" {...blockList}>
            {tPreview('preview.editBlocks')}
          </button>
        </div>
      )}
    </>
  )
}
