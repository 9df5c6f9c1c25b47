import { useState } from 'react'

/** Initials of up to the first two words of a name: "Anna Maria Schulz" → "AM". */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase('de') ?? '')
    .join('')
}

const sizeClass = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-14 w-14 text-lg',
} as const

/** The person's picture, or their initials when there is none or it fails to load. */
export function Avatar({
  name,
  src,
  size = 'md',
  className,
}: {
  name: string
  src?: string | null
  size?: keyof typeof sizeClass
  className?: string
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${sizeClass[size]}${
    className ? ` ${className}` : ''
  }`

  if (src && src !== failedSrc) {
    return <img src={src} alt={name} className={`${base} object-cover`} onError={() => setFailedSrc(src)} />
  }
  return (
    <span role="img" aria-label={name} className={`${base} bg-brand-dark font-medium text-white`}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  )
}
