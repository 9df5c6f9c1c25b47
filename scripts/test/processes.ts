import { spawn, type ChildProcess } from 'node:child_process'

type RunOptions = { env?: NodeJS.ProcessEnv; cwd?: string }

let foreground: ChildProcess | undefined

/** Runs a command with inherited output and resolves with its exit code (never rejects on failure). */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
    })
    foreground = child
    child.once('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`)
      resolve(127)
    })
    child.once('exit', (code, signal) => {
      foreground = undefined
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

/** Forwards an interrupt to the command in the foreground, if the terminal has not already done so. */
export function interruptForeground(signal: NodeJS.Signals): void {
  if (foreground && foreground.exitCode === null) foreground.kill(signal)
}

export type Background = {
  child: ChildProcess
  /** The last lines of output, for the report when something fails. */
  tail(lines?: number): string
  /** The last lines that are not routine (JSON log lines above level info, and anything else). */
  problems(lines?: number): string
  stop(): Promise<void>
}

/**
 * Starts a long-running process in its own process group (tsx runs the server in a child process of its
 * own; stopping the group stops both) and keeps its output in memory.
 */
export function startBackground(command: string, args: string[], options: RunOptions = {}): Background {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output: string[] = []
  const unusual: string[] = []
  const keep = (chunk: Buffer) => {
    const lines = chunk.toString().split('\n').filter(Boolean)
    output.push(...lines)
    unusual.push(...lines.filter((line) => !/^\{"time":"[^"]*","level":"(info|debug)"/.test(line)))
    if (output.length > 2000) output.splice(0, output.length - 2000)
    if (unusual.length > 2000) unusual.splice(0, unusual.length - 2000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.once('error', (error) => output.push(`Could not start ${command}: ${error.message}`))
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // The group is already gone.
    }
  }
  // Last resort when the runner itself exits without cleaning up.
  const onExit = () => killGroup('SIGKILL')
  process.once('exit', onExit)
  return {
    child,
    tail: (lines = 60) => output.slice(-lines).join('\n'),
    problems: (lines = 60) => unusual.slice(-lines).join('\n'),
    stop: async () => {
      process.off('exit', onExit)
      killGroup('SIGTERM')
      const timer = setTimeout(() => killGroup('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Polls `url` until it answers 200; fails early when `child` exits. */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the process exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered`,
      )
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      if (response.status === 200) return
      last = `status ${response.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`)
}
