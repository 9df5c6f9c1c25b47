import { describe, expect, it } from 'vitest'

import { FOLDER_NUMBER, GUEST_ADDRESS_CODE } from '../../core/booking'
import { folderNumber } from '../../core/booking-endpoint'
import {
  guestAddressCode,
  isGuestAddressCode,
} from '../../directus/extensions/reiseportal/src/folder-sync/address-code'

// Booking numbers cannot be guessed: eight random characters of Crockford's base32 (32^8 ≈ 1.1 × 10^12 a
// year), in a form the site's checks accept and a person can read out without confusing characters.
describe('folder numbers', () => {
  const issued = Array.from({ length: 2000 }, () => folderNumber('2026'))

  it('are issued in the form the site accepts, without I, L, O or U', () => {
    for (const number of issued) {
      expect(number).toMatch(FOLDER_NUMBER)
      expect(number).toMatch(/^RP-2026-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
      expect(number.slice(8)).not.toMatch(/[ILOU]/)
    }
  })

  it('are random: 2,000 numbers all differ and use every character of the alphabet', () => {
    expect(new Set(issued).size).toBe(issued.length)
    const characters = new Set(issued.flatMap((number) => [...number.slice(8).replace('-', '')]))
    expect(characters.size).toBe(32)
  })

  it('numbers of the earlier form are still accepted; anything else is not', () => {
    expect('RP-2026-000123').toMatch(FOLDER_NUMBER)
    for (const wrong of [
      'RP-2026-K7M2-9QXI',
      'RP-2026-k7m2-9qxd',
      'RP-2026-K7M29QXD',
      'RP-2026-00123',
      'RP-2026-K7M2-9QXD ',
    ]) {
      expect(wrong).not.toMatch(FOLDER_NUMBER)
    }
  })
})

describe("a guest booking's address code", () => {
  const folder = { id: '5a4c9d6e-2f0b-4c1e-9a57-1d0e8f3b2c61', email: 'erika@example.com' }

  it('confirms its own folder only, and no longer once the address changed', () => {
    const code = guestAddressCode('geheim', folder)
    expect(code).toMatch(GUEST_ADDRESS_CODE)
    expect(isGuestAddressCode('geheim', folder, code)).toBe(true)
    expect(isGuestAddressCode('geheim', { ...folder, email: 'ERIKA@example.com ' }, code)).toBe(true)
    expect(isGuestAddressCode('geheim', { ...folder, id: folder.id.replace('5a', '5b') }, code)).toBe(false)
    expect(isGuestAddressCode('geheim', { ...folder, email: 'geloescht-1@anonym.invalid' }, code)).toBe(false)
    expect(isGuestAddressCode('anders', folder, code)).toBe(false)
    expect(isGuestAddressCode('geheim', folder, code.slice(0, 21))).toBe(false)
    expect(isGuestAddressCode('geheim', folder, undefined)).toBe(false)
  })
})
