import { describe, expect, it, vi } from 'vitest'

import { bugReportConfig } from './bug-report'

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
