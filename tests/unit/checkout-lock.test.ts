import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { holdCheckoutLock } from '../../scripts/test/checkout-lock'

describe('the checkout lock of npm test', () => {
  let dir: string
  let file: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'checkout-lock-'))
    file = path.join(dir, 'build.lock')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('lets a second run wait until the first has released the lock', async () => {
    const releaseFirst = await holdCheckoutLock(file, () => {}, 10)
    let secondHasIt = false
    let toldToWait: (pid: number | undefined) => void = () => {}
    const waitingFor = new Promise<number | undefined>((resolve) => (toldToWait = resolve))
    const second = holdCheckoutLock(file, toldToWait, 10).then((release) => {
      secondHasIt = true
      return release
    })
    expect(await waitingFor).toBe(process.pid)
    expect(secondHasIt).toBe(false)
    await releaseFirst()
    const releaseSecond = await second
    expect(secondHasIt).toBe(true)
    await releaseSecond()
    await expect(readFile(file, 'utf8')).rejects.toThrow()
  })

  it('takes over a lock whose owner has died', async () => {
    // A pid far above the kernel's limit belongs to no process.
    await writeFile(file, '99999999')
    const release = await holdCheckoutLock(file, () => {}, 10)
    expect(await readFile(file, 'utf8')).toBe(String(process.pid))
    await release()
  })
})
