import type { ApiExtensionContext } from '@directus/types'
import type { Response } from 'express'

import { tError } from '../../../../../core/copy/error'
import { Refusal } from '../../../../../core/refusal'

export { Refusal }

const isClientError = (error: unknown): error is { status: number; code?: string; message: string } => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500
}

/**
 * The answer to a failed request: a refusal with its status and body (core/refusal.ts), or Directus's own
 * client error (e.g. a policy's 403) as Directus answers it; anything else is a 500.
 */
export function sendError(
  res: Response,
  error: unknown,
  logger: ApiExtensionContext['logger'],
  what: string,
): void {
  if (error instanceof Refusal) {
    if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter))
    res.status(error.status).json(error.toBody())
    return
  }
  if (isClientError(error)) {
    res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: error.code } }] })
    return
  }
  logger.error(error, `${what} extension failed`)
  res
    .status(500)
    .json({ errors: [{ message: tError('error.internalShort'), extensions: { code: 'INTERNAL' } }] })
}
