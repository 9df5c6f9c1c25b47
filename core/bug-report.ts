// The bug-report widget's configuration (spec §5; the settings are those of Marker.io's loader): the project
// id must be a string; customData, ssr, beta and networkRecording objects; silent, useNativeScreenshot and
// keyboardShortcuts booleans; extension a boolean or an object; demo a boolean. Violations throw, unknown
// settings only warn.

export interface BugReportConfig {
  project: string
  customData?: object
  ssr?: object
  beta?: object
  networkRecording?: object
  silent?: boolean
  useNativeScreenshot?: boolean
  keyboardShortcuts?: boolean
  extension?: boolean | object
  demo?: boolean
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

const RULES: Record<Exclude<keyof BugReportConfig, 'project'>, [(value: unknown) => boolean, string]> = {
  customData: [isObject, 'an object'],
  ssr: [isObject, 'an object'],
  beta: [isObject, 'an object'],
  networkRecording: [isObject, 'an object'],
  silent: [isBoolean, 'a boolean'],
  useNativeScreenshot: [isBoolean, 'a boolean'],
  keyboardShortcuts: [isBoolean, 'a boolean'],
  extension: [(value) => isBoolean(value) || isObject(value), 'a boolean or an object'],
  demo: [isBoolean, 'a boolean'],
}

const isRule = (key: string): key is keyof typeof RULES => Object.hasOwn(RULES, key)

/** The validated configuration; throws on a violation, `warn`s about each unknown setting and drops it. */
export function bugReportConfig(
  input: Record<string, unknown>,
  warn: (message: string) => void = console.warn,
): BugReportConfig {
  if (typeof input.project !== 'string') throw new Error('Bug-report widget: project must be a string')
  const config: BugReportConfig = { project: input.project }
  for (const [key, value] of Object.entries(input)) {
    if (key === 'project') continue
    if (!isRule(key)) {
      warn(`Bug-report widget: unknown setting "${key}" is ignored`)
      continue
    }
    const [valid, type] = RULES[key]
    if (!valid(value)) throw new Error(`Bug-report widget: ${key} must be ${type}`)
    Object.assign(config, { [key]: value })
  }
  return config
}
