import { expect, test } from '../support/fixtures'

const directusUrl = process.env.DIRECTUS_URL
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN
const KEY = 'site.tagline'

async function directus(path: string, init: RequestInit = {}) {
  const response = await fetch(`${directusUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`)
  return response.status === 204 ? null : ((await response.json()) as { data: unknown })
}

// Editors change UI strings in Directus; the site shows the new wording without a deploy.
test('a translation changed in Directus appears on the page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'changes shared content: one project is enough')
  test.skip(!directusUrl || !adminToken, 'needs the test Directus')

  const found = (await directus(`/items/translations?filter[key][_eq]=${KEY}&fields=id,value`)) as {
    data: Array<{ id: number; value: string }>
  }
  const row = found.data[0]
  expect(row, `translation ${KEY} is seeded`).toBeDefined()
  const changed = `Geprüfte Reiseideen ${Date.now()}`
  try {
    await directus(`/items/translations/${row!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ value: changed }),
    })
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByRole('contentinfo')).toContainText(changed, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await directus(`/items/translations/${row!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ value: row!.value }),
    })
  }
})
