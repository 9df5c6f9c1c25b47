import { imageSrcSet, imageUrl, loadingProps } from '~/lib/images'

/**
 * A detail page's pictures (hotel, round trip) as a strip that scrolls sideways, the first one at once; in the
 * visual editor an editable region (the `data-directus` props of `useEditable`).
 */
export function Gallery({
  images,
  name,
  ...editable
}: {
  images: string[]
  name: string
  'data-directus'?: string
}) {
  if (images.length === 0) return null
  return (
    <section aria-label="Bildergalerie" className="mt-6" {...editable}>
      <ul
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2"
        // a scrolling strip must be reachable by keyboard (axe: scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`Bilder von ${name}`}
      >
        {images.map((file, index) => (
          <li key={file} className="w-[85%] shrink-0 snap-start sm:w-[48%] lg:w-[32%]">
            <img
              src={imageUrl(file, 640)}
              srcSet={imageSrcSet(file, [480, 640, 960])}
              sizes="(min-width: 1024px) 32vw, (min-width: 640px) 48vw, 85vw"
              alt={`${name}, Bild ${index + 1} von ${images.length}`}
              {...loadingProps(index === 0)}
              decoding="async"
              width={640}
              height={420}
              className="aspect-[3/2] w-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
