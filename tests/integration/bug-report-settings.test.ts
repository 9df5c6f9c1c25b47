import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_BUG_REPORT_PROJECT } from '../support/bug-report-host'
import { adminData, createEditor, type Customer } from '../support/directus-admin'

// Editors choose the bug-report widget's project, never where its script comes from: the site settings
// have no script field, and Directus refuses a project id that is something else (e.g. a script address).
const directusUrl = process.env.DIRECTUS_URL!

async function editorToken(editor: Customer) {
  const response = await fetch(`${directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: editor.email, password: editor.password, mode: 'json' }),
  })
  return ((await response.json()) as { data: { access_token: string } }).data.access_token
}

describe('the bug-report settings editors change', () => {
  let editor: Customer
  let token: string

  beforeAll(async () => {
    editor = await createEditor()
    token = await editorToken(editor)
  })

  afterAll(async () => {
    await editor?.remove()
  })

  const patch = (body: Record<string, unknown>) =>
    fetch(`${directusUrl}/items/site_settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('refuses a project id that is a script address or markup', async () => {
    // The Data Studio shows the field's German validation message; the API names the field and the rule.
    for (const value of ['https://evil.example/widget.js', 'abc"><script>', 'a b']) {
      const response = await patch({ bug_report_project_id: value })
      expect(response.status, value).toBe(400)
      const { errors } = (await response.json()) as {
        errors: Array<{ extensions: { code: string; field: string } }>
      }
      expect(errors.map((error) => error.extensions)).toContainEqual(
        expect.objectContaining({ code: 'FAILED_VALIDATION', field: 'bug_report_project_id' }),
      )
    }
    const settings = await adminData<{ bug_report_project_id: string }>(
      'GET',
      '/items/site_settings?fields=bug_report_project_id',
    )
    expect(settings.bug_report_project_id).toBe(TEST_BUG_REPORT_PROJECT)
  })

  it('takes a project id, and has no field for the script', async () => {
    expect((await patch({ bug_report_project_id: TEST_BUG_REPORT_PROJECT })).status).toBe(200)
    const fields = await adminData<Array<{ field: string }>>('GET', '/fields/site_settings')
    expect(fields.map((field) => field.field)).not.toContain('bug_report_script_url')
    // The round-trip domain is the operator's ROUND_TRIP_HOST; an editor's field for it would do nothing.
    expect(fields.map((field) => field.field)).not.toContain('round_trip_host')
  })
})
