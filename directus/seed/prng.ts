/** Small deterministic helpers: a seeded PRNG (mulberry32), string hashing and picking. */

/** mulberry32: fast 32-bit PRNG with good enough distribution for demo content. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a 32-bit hash of a string, used to derive independent PRNG streams ("hotel:17"). */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export class Rng {
  readonly next: () => number
  constructor(seed: number | string) {
    this.next = mulberry32(typeof seed === 'number' ? seed : hashString(seed))
  }
  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.next() * items.length))
  }
  /** pick by weights (same length as items) */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0)
    let x = this.next() * total
    for (const [i, item] of items.entries()) {
      x -= itemAt(weights, i)
      if (x < 0) return item
    }
    return itemAt(items, items.length - 1)
  }
  /** n distinct items in random order */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const swapped = itemAt(copy, i)
      copy[i] = itemAt(copy, j)
      copy[j] = swapped
    }
    return copy.slice(0, Math.min(n, copy.length))
  }
}

/** items[i], refusing an index outside the list (picking from an empty list is a bug in the seed data). */
export function itemAt<T>(items: readonly T[], i: number): T {
  if (!Number.isInteger(i) || i < 0 || i >= items.length) {
    throw new RangeError(`Index ${i} outside a list of ${items.length}`)
  }
  return items[i]!
}

/** German-friendly slug: umlauts transliterated, lower case, hyphens. */
export function slugify(s: string): string {
  return s
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' und ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
