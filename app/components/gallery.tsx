import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'

import { Island } from '~/islands/island'
import { imageSrcSet, imageUrl, loadingProps } from '~/lib/images'

import { tCommon } from '../../core/copy/common'
import { tGallery } from '../../core/copy/gallery'

export interface GalleryProps {
  images: string[]
  name: string
}

/** How far (px) a finger must travel sideways before a swipe turns the picture. */
const SWIPE_PX = 40

/**
 * A detail page's pictures (hotel, round trip) as a strip that scrolls sideways, the first one at once; in the
 * visual editor an editable region (the `data-directus` props of `useEditable`). Each picture links to its
 * large version; with JavaScript (an island) the link opens a full-screen view instead.
 */
export function Gallery({
  images,
  name,
  ...editable
}: GalleryProps & {
  'data-directus'?: string
}) {
  if (images.length === 0) return null
  return (
    <section aria-label={tGallery('gallery.label')} className="mt-6" {...editable}>
      <Island name="gallery" component={GalleryView} props={{ images, name }} />
    </section>
  )
}

const alt = (name: string, index: number, count: number) =>
  tGallery('gallery.namedImage', { name, number: index + 1, count })

export function GalleryView({ images, name }: GalleryProps) {
  const [shown, setShown] = useState<number | null>(null)
  const thumbnails = useRef<Array<HTMLAnchorElement | null>>([])
  const opener = useRef(0)

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    opener.current = index
    setShown(index)
  }
  const close = () => {
    setShown(null)
    thumbnails.current[opener.current]?.focus()
  }

  return (
    <>
      <ul
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2"
        aria-label={tCommon('common.imagesOf', { name })}
      >
        {images.map((file, index) => (
          <li key={file} className="w-[85%] shrink-0 snap-start sm:w-[48%] lg:w-[32%]">
            <a
              href={imageUrl(file, 1280)}
              ref={(element) => {
                thumbnails.current[index] = element
              }}
              onClick={open(index)}
              className="relative block rounded-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <img
                src={imageUrl(file, 640)}
                srcSet={imageSrcSet(file, [480, 640, 960])}
                sizes="(min-width: 1024px) 32vw, (min-width: 640px) 48vw, 85vw"
                alt={alt(name, index, images.length)}
                {...loadingProps(index === 0)}
                decoding="async"
                width={640}
                height={420}
                className="aspect-[3/2] w-full rounded-xl object-cover"
              />
              <span className="sr-only"> {tGallery('gallery.enlarge')}</span>
            </a>
          </li>
        ))}
      </ul>
      {shown !== null && (
        <FullScreen images={images} name={name} index={shown} onIndex={setShown} onClose={close} />
      )}
    </>
  )
}

/**
 * The pictures one at a time over the whole screen, in a modal `<dialog>` (the page behind is inert, Escape
 * closes it): arrow keys, buttons or a swipe turn them, a status says which one of how many.
 */
function FullScreen({
  images,
  name,
  index,
  onIndex,
  onClose,
}: GalleryProps & { index: number; onIndex: (index: number) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const swipeFrom = useRef<number | null>(null)
  const count = images.length
  const file = images[index] ?? images[0] ?? ''
  const turn = (by: number) => onIndex((index + by + count) % count)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') turn(1)
    else if (event.key === 'ArrowLeft') turn(-1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeFrom.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeFrom.current === null) return
    const dx = event.clientX - swipeFrom.current
    swipeFrom.current = null
    if (Math.abs(dx) >= SWIPE_PX) turn(dx < 0 ? 1 : -1)
  }

  return (
    <dialog
      ref={dialog}
      aria-label={tCommon('common.imagesOf', { name })}
      onKeyDown={onKeyDown}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 p-3">
          <p role="status" className="font-semibold">
            {tGallery('gallery.image', { number: index + 1, count })}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-lg bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
          >
            {tCommon('common.close')}
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeFrom.current = null)}
        >
          <img
            key={file}
            src={imageUrl(file, 1280)}
            srcSet={imageSrcSet(file, [640, 960, 1280])}
            sizes="100vw"
            alt={alt(name, index, count)}
            draggable={false}
            className="max-h-full max-w-full object-contain"
          />
        </div>
        {count > 1 && (
          <div className="flex justify-between gap-3 p-3">
            <button
              type="button"
              onClick={() => turn(-1)}
              className="rounded-lg bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
            >
              <span aria-hidden="true">← </span>
              {tGallery('gallery.previous')}
            </button>
            <button
              type="button"
              onClick={() => turn(1)}
              className="rounded-lg bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
            >
              {tGallery('gallery.next')}
              <span aria-hidden="true"> →</span>
            </button>
          </div>
        )}
      </div>
    </dialog>
  )
}
