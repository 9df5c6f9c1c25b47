import { readFileSync } from 'node:fs'

import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'

import { OUTPUT, renderCollections } from '../../scripts/generate-collections'

describe('core/collections.ts', () => {
  it('is what scripts/generate-collections.ts makes of directus/scripts/schema.ts (run npm run schema:types)', async () => {
    const options = { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT }
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await format(renderCollections(), options))
  })
})
