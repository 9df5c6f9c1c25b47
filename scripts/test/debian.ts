import { setTimeout as delay } from 'node:timers/promises'

import { run } from './processes'

/** How long apt-get waits for another package manager (an unattended upgrade, a parallel install). */
const LOCK_WAIT_S = 600

/**
 * apt-get that waits for the package manager's locks instead of failing at once: dpkg's lock through
 * `DPkg::Lock::Timeout`; the package lists' lock (`apt-get update`), which that option does not cover,
 * by trying again while the time lasts.
 */
async function aptGet(args: string[]): Promise<number> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const deadline = Date.now() + LOCK_WAIT_S * 1000
  for (let attempt = 1; ; attempt++) {
    const code = await run('apt-get', ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_S}`, ...args], { env })
    if (code === 0 || Date.now() > deadline) return code
    console.log(`apt-get ${args[0]} failed (exit code ${code}); trying again (attempt ${attempt + 1})`)
    await delay(Math.min(30_000, 2_000 * attempt))
  }
}

/**
 * Makes sure a Debian package is installed, judged by `installed()`; as root it is installed with apt-get
 * when missing (a clean CI machine), otherwise the error says how to install it.
 */
export async function ensureDebianPackage(name: string, installed: () => boolean): Promise<void> {
  if (installed()) return
  const install = `apt-get update && apt-get install -y ${name}`
  if (process.getuid?.() !== 0) {
    throw new Error(`Debian's ${name} is missing. Install it as root: ${install}`)
  }
  console.log(`Debian's ${name} is missing; installing it (${install})`)
  if ((await aptGet(['update'])) !== 0) throw new Error('apt-get update failed')
  if ((await aptGet(['install', '-y', name])) !== 0) throw new Error(`apt-get install -y ${name} failed`)
  if (!installed()) throw new Error(`apt-get installed ${name}, but it is still missing`)
}
