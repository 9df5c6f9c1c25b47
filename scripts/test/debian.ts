import { run } from './processes'

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
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if ((await run('apt-get', ['update'], { env })) !== 0) throw new Error('apt-get update failed')
  if ((await run('apt-get', ['install', '-y', name], { env })) !== 0) {
    throw new Error(`apt-get install -y ${name} failed`)
  }
  if (!installed()) throw new Error(`apt-get installed ${name}, but it is still missing`)
}
