import type { ApiExtensionContext } from '@directus/types'
import type { Response } from 'express'

/** A request the extension refuses, with the HTTP status and error code of its answer. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

const isClientError = (error: unknown): error is { status: number; code?: string; message: string } => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500
}

/** A refusal, or Directus's own client error (e.g. a policy's 403), with its status; anything else is a 500. */
export function sendError(
  res: Response,
  error: unknown,
  logger: ApiExtensionContext['logger'],
  what: string,
): void {
  if (error instanceof Refusal) {
    res
      .status(error.status)
      .json({ errors: [{ message: error.message, extensions: { code: error.code, ...error.extensions } }] })
    return
  }
  if (isClientError(error)) {
    res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: error.code } }] })
    return
  }
  logger.error(error, `${what} extension failed`)
  res
    .status(500)
    .json({ errors: [{ message: 'Ein interner Fehler ist aufgetreten.', extensions: { code: 'INTERNAL' } }] })
}
