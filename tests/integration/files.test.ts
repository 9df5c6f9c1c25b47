import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CATALOGUE_FOLDER_ID } from '../../directus/scripts/setup'
import { createCustomer, type Customer } from '../support/directus-admin'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// The server token and customers read only the catalogue's files, and /medien serves only
// raster images from the site's origin.
const directusUrl = process.env.DIRECTUS_URL!
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!

async function upload(name: string, type: string, body: string, folder?: string): Promise<string> {
  const form = new FormData()
  if (folder) form.append('folder', folder)
  form.append('file', new Blob([body], { type }), name)
  const response = await fetch(`${directusUrl}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { id: string } }).data.id
}

const readFile = (token: string, id: string) =>
  fetch(`${directusUrl}/files/${id}?fields=id`, { headers: { authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  )

describe('files', () => {
  const uploaded: string[] = []
  let internal: string
  let internalFolder: string
  let page: string
  let customer: Customer
  let customerToken: string
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    // Uploads land in the catalogue folder by default; internal files go elsewhere on purpose.
    const folder = await fetch(`${directusUrl}/folders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Intern ${Date.now()}` }),
    })
    internalFolder = ((await folder.json()) as { data: { id: string } }).data.id
    internal = await upload('intern.txt', 'text/plain', 'Vertraulich: Einkaufspreise 2027', internalFolder)
    page = await upload(
      'seite.html',
      'text/html',
      '<script>alert(document.cookie)</script>',
      CATALOGUE_FOLDER_ID,
    )
    uploaded.push(internal, page)
    customer = await createCustomer('Datei')
    const login = await fetch(`${directusUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    })
    customerToken = ((await login.json()) as { data: { access_token: string } }).data.access_token
    web = await startWebServer({ DIRECTUS_URL: directusUrl, DIRECTUS_STATIC_TOKEN: staticToken })
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await customer?.remove()
    await fetch(`${directusUrl}/files`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(uploaded),
    })
    await fetch(`${directusUrl}/folders/${internalFolder}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    })
  })

  it('outside the catalogue folder are readable neither by the server token nor by customers', async () => {
    const untold = await upload('neu.txt', 'text/plain', 'ohne Ordner')
    uploaded.push(untold)
    expect(
      (await (
        await fetch(`${directusUrl}/files/${untold}?fields=folder`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as { data: { folder: string } },
    ).toEqual({ data: { folder: CATALOGUE_FOLDER_ID } })
    expect(await readFile(staticToken, internal)).toBe(403)
    expect(await readFile(customerToken, internal)).toBe(403)
    const listed = await fetch(`${directusUrl}/files?fields=id&limit=-1`, {
      headers: { authorization: `Bearer ${staticToken}` },
    })
    const ids = ((await listed.json()) as { data: { id: string }[] }).data.map((file) => file.id)
    expect(ids).not.toContain(internal)
    expect(ids.length).toBeGreaterThan(0)
    expect(await readFile(staticToken, page)).toBe(200)
  })

  it('/medien serves catalogue images, but nothing that is not a raster image', async () => {
    const image = (await (
      await fetch(`${directusUrl}/files?fields=id&filter[type][_eq]=image/jpeg&limit=1`, {
        headers: { authorization: `Bearer ${staticToken}` },
      })
    ).json()) as { data: { id: string }[] }
    const served = await fetch(`${web.site}/medien/${image.data[0]!.id}?breite=320`, {
      headers: BROWSER_HEADERS,
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|webp)$/)

    for (const id of [page, internal]) {
      const refused = await fetch(`${web.site}/medien/${id}?breite=320`, { headers: BROWSER_HEADERS })
      expect(refused.status).toBe(404)
      expect(refused.headers.get('content-type')).not.toMatch(/html/)
    }
  })
})
