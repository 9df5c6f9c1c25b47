import { BackendError } from '../server/directus'

/**
 * The German message and machine code with which one of the site's endpoint extensions refused a request
 * (400, 404, 409 …), or null for anything else (the generic error mapping in init.ts takes over).
 */
export function refusal(
  error: unknown,
): { status: number; code: string; message: string; data: unknown } | null {
  if (!(error instanceof BackendError) || error.statusCode >= 500) return null
  const errors = (
    error.data as { errors?: Array<{ message?: string; extensions?: Record<string, unknown> }> } | undefined
  )?.errors
  const first = errors?.[0]
  const code = first?.extensions?.code
  return {
    status: error.statusCode,
    code: typeof code === 'string' ? code : '',
    message: first?.message ?? '',
    data: first?.extensions,
  }
}
