/**
 * One `npm test` at a time per checkout for the stages that build: the build writes `build/` and
 * `public/build/`, which the web servers of a running test serve. A second run in the same checkout waits
 * until the first has finished instead of replacing the files under it. The lock is a file holding the
 * owner's pid; a lock whose owner has died is taken over.
 */
import { open, readFile, rm, stat } from 'node:fs/promises'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function ownerOf(file: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10)
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

async function mtimeMs(file: string): Promise<number> {
  return (await stat(file).catch(() => undefined))?.mtimeMs ?? 0
}

async function tryTake(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx')
    await handle.writeFile(String(process.pid))
    await handle.close()
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  }
}

/** Waits for the lock and returns its release. `onWait` is told the owner's pid while waiting. */
export async function holdCheckoutLock(
  file: string,
  onWait: (pid: number | undefined) => void,
  pollMs = 2000,
): Promise<() => Promise<void>> {
  let lastReport = 0
  while (!(await tryTake(file))) {
    const owner = await ownerOf(file)
    // A file without a pid is a lock being written right now, unless it has stayed so for seconds.
    const unwritten = owner === undefined && Date.now() - (await mtimeMs(file)) > 5000
    if (unwritten || (owner !== undefined && !alive(owner))) {
      await rm(file, { force: true })
      continue
    }
    if (Date.now() - lastReport >= 30_000) {
      onWait(owner)
      lastReport = Date.now()
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return async () => {
    if ((await ownerOf(file)) === process.pid) await rm(file, { force: true })
  }
}
