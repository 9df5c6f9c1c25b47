import { describe, expect, it, vi } from 'vitest'

import { bugReportAllowedOn, bugReportConfig, bugReportOptionsProblem, bugReportWidget } from './bug-report'

describe('bugReportConfig', () => {
  it('takes a project id and the known settings of their types', () => {
    const settings = {
      customData: { team: 'Redaktion' },
      ssr: { renderDelay: 500 },
      beta: {},
      networkRecording: { enabled: false },
      silent: true,
      useNativeScreenshot: false,
      keyboardShortcuts: false,
      extension: { enabled: true },
      demo: false,
    }
    expect(bugReportConfig({ project: 'abc123', ...settings })).toEqual({ project: 'abc123', ...settings })
    expect(bugReportConfig({ project: 'abc123', extension: false })).toEqual({
      project: 'abc123',
      extension: false,
    })
  })

  it.each([undefined, 42, null, { id: 'x' }])('throws when the project id is %j', (project) => {
    expect(() => bugReportConfig({ project })).toThrow('project must be a string')
  })

  it('takes project ids as vendors issue them', () => {
    for (const project of ['5f1a2b3c4d5e6f7a8b9c0d1e', 'reiseportal-test', 'A_1', 'x'.repeat(64)]) {
      expect(bugReportConfig({ project }).project).toBe(project)
    }
  })

  it.each([
    'https://evil.example/widget.js',
    '//evil.example/x',
    'abc def',
    'abc"><script>',
    '',
    '-leading-dash',
    'x'.repeat(65),
  ])('throws, naming the value, when the project is %j', (project) => {
    expect(() => bugReportConfig({ project })).toThrow(/^Bug-report widget: project ".*" is no project id/)
  })

  it.each([
    ['customData', 'x', 'an object'],
    ['customData', null, 'an object'],
    ['ssr', [], 'an object'],
    ['beta', true, 'an object'],
    ['networkRecording', 'on', 'an object'],
    ['silent', 'true', 'a boolean'],
    ['useNativeScreenshot', 1, 'a boolean'],
    ['keyboardShortcuts', {}, 'a boolean'],
    ['extension', 'yes', 'a boolean or an object'],
    ['demo', {}, 'a boolean'],
  ])('throws when %s is %j', (key, value, type) => {
    expect(() => bugReportConfig({ project: 'abc123', [key]: value })).toThrow(`${key} must be ${type}`)
  })

  it('only warns about an unknown setting, and leaves it out', () => {
    const warn = vi.fn()
    expect(bugReportConfig({ project: 'abc123', colour: 'green', silent: true }, warn)).toEqual({
      project: 'abc123',
      silent: true,
    })
    expect(warn).toHaveBeenCalledExactlyOnceWith('Bug-report widget: unknown setting "colour" is ignored')
  })
})

describe('bugReportWidget', () => {
  const scriptUrl = 'https://edge.marker.io/latest/shim.js'

  it("takes the editors' project and options and the operator's script", () => {
    const settings = { bug_report_project_id: ' abc123 ', bug_report_options: { silent: true } }
    expect(bugReportWidget(settings, scriptUrl)).toEqual({
      config: { project: 'abc123', silent: true },
      scriptUrl,
    })
  })

  it('is null without a project or without a script', () => {
    expect(bugReportWidget({ bug_report_project_id: 'abc123' }, undefined)).toBeNull()
    expect(bugReportWidget({ bug_report_project_id: null }, scriptUrl)).toBeNull()
    expect(bugReportWidget(null, scriptUrl)).toBeNull()
  })

  it('throws for a project id that is a script address, and never takes a script from the settings', () => {
    expect(() =>
      bugReportWidget({ bug_report_project_id: 'https://evil.example/widget.js' }, scriptUrl),
    ).toThrow('is no project id')
    const settings = {
      bug_report_project_id: 'abc123',
      bug_report_options: { scriptUrl: 'https://evil.example/x.js', src: 'https://evil.example/y.js' },
    }
    const warn = vi.fn()
    expect(bugReportWidget(settings, scriptUrl, warn)).toEqual({ config: { project: 'abc123' }, scriptUrl })
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe('bugReportAllowedOn', () => {
  it('allows the public pages', () => {
    for (const path of ['/', '/hotel', '/hotel/details/1', '/rundreisen', '/reise/x', '/so-sortieren-wir']) {
      expect(bugReportAllowedOn(path), path).toBe(true)
    }
  })

  it('refuses pages with personal data, however the path is written', () => {
    for (const path of [
      '/hotel/account',
      '/hotel/account/',
      '/hotel/account/anmelden',
      '/hotel/account/buchungen/1/2',
      '/hotel/account.data',
      '/Hotel/Account',
      '/hotel/%61ccount',
      '//hotel/account',
      '/hotel//account/anmelden',
      '/hotel/buchen',
      '/hotel/buchen/status/RP-2026-1',
      '/auth/login/musterid/callback',
      '/rundreisen/anfrage/12',
      '/anfrage/12',
      '/%E0%A4%A',
    ]) {
      expect(bugReportAllowedOn(path), path).toBe(false)
    }
  })
})

describe('bugReportOptionsProblem (the Data Studio refuses wrong widget settings on save)', () => {
  it('takes no options, and an object of known settings of their types', () => {
    expect(bugReportOptionsProblem(null)).toBeNull()
    expect(bugReportOptionsProblem({})).toBeNull()
    expect(
      bugReportOptionsProblem({ silent: true, customData: { team: 'Redaktion' }, extension: false }),
    ).toBeNull()
  })

  it('refuses JSON text, a list, an unknown setting, a wrong type and the project id', () => {
    expect(bugReportOptionsProblem('{"silent": true}')).toContain('müssen ein JSON-Objekt sein')
    expect(bugReportOptionsProblem([true])).toContain('müssen ein JSON-Objekt sein')
    expect(bugReportOptionsProblem({ silnt: true })).toContain('„silnt“ kennt das Fehlermelde-Widget nicht')
    expect(bugReportOptionsProblem({ silent: 'ja' })).toBe(
      'Die Einstellung „silent“ muss true oder false sein.',
    )
    expect(bugReportOptionsProblem({ ssr: true })).toBe('Die Einstellung „ssr“ muss ein Objekt ({ … }) sein.')
    expect(bugReportOptionsProblem({ project: 'abc' })).toContain('eigenes Feld')
  })

  it('every value it takes, the site takes as well', () => {
    const options = { silent: true, ssr: { renderDelay: 1 }, extension: { enabled: true } }
    expect(bugReportOptionsProblem(options)).toBeNull()
    expect(
      bugReportWidget({ bug_report_project_id: 'abc', bug_report_options: options }, 'https://x'),
    ).not.toBeNull()
  })
})

describe('bugReportWidget with options saved before the Data Studio checked them', () => {
  it('loads no widget when the options are JSON text instead of an object', () => {
    expect(() =>
      bugReportWidget({ bug_report_project_id: 'abc', bug_report_options: '{"silent":true}' }, 'https://x'),
    ).toThrow('options must be an object')
  })
})
