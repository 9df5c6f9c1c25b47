import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const keyFor = (purpose: string, secret: string) =>
  createHash('sha256').update(`${purpose}:${secret}`).digest()

/**
 * Encrypts and authenticates a string (AES-256-GCM) as `iv.tag.ciphertext` in base64url, with the first
 * secret; `purpose` separates the keys of different cookies.
 */
export function seal(plain: string, secrets: readonly string[], purpose: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose, secrets[0]!), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The string, or null when the value is forged, damaged or sealed with none of the secrets (rotation). */
export function unseal(value: string, secrets: readonly string[], purpose: string): string | null {
  const parts = value.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (parts.length !== 3) return null
  const [iv, tag, body] = parts as [Buffer, Buffer, Buffer]
  if (iv.length !== 12 || tag.length !== 16) return null
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose, secret), iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    } catch {
      // not sealed with this secret: try the next one
    }
  }
  return null
}
