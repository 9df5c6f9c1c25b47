import { isIPv4, isIPv6 } from 'node:net'

/** The eight groups of an IPv6 address, written out (`2001:db8::1` → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
}

/**
 * The key under which a client is rate-limited: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber usually gets a whole /64 and can pick any address in it).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (isIPv4(address)) return address
  const plain = address.split('%')[0]!
  if (!isIPv6(plain) || plain.includes('.')) return address
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`
}
