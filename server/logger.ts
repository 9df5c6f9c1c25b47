type Level = 'debug' | 'info' | 'warn' | 'error'

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

const isLevel = (value: string): value is Level => Object.hasOwn(order, value)

function threshold(): number {
  const configured = process.env.LOG_LEVEL ?? 'info'
  return isLevel(configured) ? order[configured] : order.info
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold()) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

/** One JSON line per event, so that logs can be searched and shipped without parsing prose. */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack }
  return { error: String(error) }
}
