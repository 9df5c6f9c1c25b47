import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

import { DEFAULT_ICON_SIZE } from '~/lib/icon-size'
import type { IconLoader, ResolvedIcon } from '~/lib/icons'

const ServerIcons = createContext<Readonly<Record<string, ResolvedIcon>>>({})

/** Icons read on the server (`serverIcons` from `~/lib/icons.server`), rendered inline without a request. */
export function IconProvider({
  icons,
  children,
}: {
  icons: Readonly<Record<string, ResolvedIcon>>
  children: ReactNode
}) {
  return <ServerIcons.Provider value={icons}>{children}</ServerIcons.Provider>
}

let loaded: IconLoader | undefined
let loading: Promise<IconLoader> | undefined

/**
 * The browser's icon loader. Its code (fetch with timeout, the public icon service as fallback) is only
 * fetched with the first icon that the server did not provide: most pages need none at first paint.
 */
export const iconLoader: IconLoader = {
  peek: (key) => loaded?.peek(key),
  load(key) {
    loading ??= import('~/lib/icons').then(({ createIconLoader }) => (loaded = createIconLoader()))
    return loading.then((loader) => loader.load(key))
  },
}

export function IconSvg({
  icon,
  size = DEFAULT_ICON_SIZE,
  label,
  className,
}: {
  icon: ResolvedIcon
  size?: number | string
  label?: string | undefined
  className?: string | undefined
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      width={size}
      height={size}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // The body comes from the installed icon set or the icon service, never from visitors.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  )
}

/**
 * An icon by name (`lucide:plane`, or `plane` for the lucide set). Server-provided icons render as inline
 * SVG straight away; others are loaded in the browser and render nothing until they are there, or at all
 * when loading failed.
 */
export function Icon({
  name,
  size = DEFAULT_ICON_SIZE,
  label,
  className,
  loader = iconLoader,
}: {
  name: string
  size?: number | string
  label?: string
  className?: string
  loader?: IconLoader
}) {
  const provided = useContext(ServerIcons)[name]
  const [loaded, setLoaded] = useState<{ name: string; icon: ResolvedIcon } | undefined>(() => {
    const icon = loader.peek(name)
    return icon ? { name, icon } : undefined
  })
  const icon = provided ?? (loaded?.name === name ? loaded.icon : undefined)

  useEffect(() => {
    if (provided) return
    let active = true
    loader.load(name).then(
      (result) => active && setLoaded({ name, icon: result }),
      // The loader already warned; a missing icon leaves no trace in the page.
      () => active && setLoaded(undefined),
    )
    return () => {
      active = false
    }
  }, [name, provided, loader])

  if (!icon) return null
  return <IconSvg icon={icon} size={size} label={label} className={className} />
}
