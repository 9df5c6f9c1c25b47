// The bug-report widget's configuration (spec §5; the settings are those of Marker.io's loader): the project
// id must be a string; customData, ssr, beta and networkRecording objects; silent, useNativeScreenshot and
// keyboardShortcuts booleans; extension a boolean or an object; demo a boolean. Violations throw, unknown
// settings only warn. Editors choose the project (site_settings); where the script comes from is the
// operator's choice (BUG_REPORT_SCRIPT_URL), never an editor's.

/** A project id as vendors issue them (Marker.io: 24 hex digits): letters, digits, `-` and `_`, at most 64. */
export const BUG_REPORT_PROJECT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export interface BugReportConfig {
  project: string
  customData?: object | undefined
  ssr?: object | undefined
  beta?: object | undefined
  networkRecording?: object | undefined
  silent?: boolean | undefined
  useNativeScreenshot?: boolean | undefined
  keyboardShortcuts?: boolean | undefined
  extension?: boolean | object | undefined
  demo?: boolean | undefined
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

interface Rule {
  valid: (value: unknown) => boolean
  /** what the value must be, for the server log and for the Data Studio */
  type: string
  typeDe: string
}

const OBJECT: Rule = { valid: isObject, type: 'an object', typeDe: 'ein Objekt ({ … })' }
const BOOLEAN: Rule = { valid: isBoolean, type: 'a boolean', typeDe: 'true oder false' }

const RULES: Record<Exclude<keyof BugReportConfig, 'project'>, Rule> = {
  customData: OBJECT,
  ssr: OBJECT,
  beta: OBJECT,
  networkRecording: OBJECT,
  silent: BOOLEAN,
  useNativeScreenshot: BOOLEAN,
  keyboardShortcuts: BOOLEAN,
  extension: {
    valid: (value) => isBoolean(value) || isObject(value),
    type: 'a boolean or an object',
    typeDe: 'true, false oder ein Objekt',
  },
  demo: BOOLEAN,
}

const isRule = (key: string): key is keyof typeof RULES => Object.hasOwn(RULES, key)

/** The validated configuration; throws on a violation, `warn`s about each unknown setting and drops it. */
export function bugReportConfig(
  input: Record<string, unknown>,
  warn: (message: string) => void = console.warn,
): BugReportConfig {
  if (typeof input.project !== 'string') throw new Error('Bug-report widget: project must be a string')
  if (!BUG_REPORT_PROJECT_PATTERN.test(input.project))
    throw new Error(
      `Bug-report widget: project ${JSON.stringify(input.project.slice(0, 80))} is no project id (letters, digits, - and _, at most 64)`,
    )
  const config: BugReportConfig = { project: input.project }
  for (const [key, value] of Object.entries(input)) {
    if (key === 'project') continue
    if (!isRule(key)) {
      warn(`Bug-report widget: unknown setting "${key}" is ignored`)
      continue
    }
    const { valid, type } = RULES[key]
    if (!valid(value)) throw new Error(`Bug-report widget: ${key} must be ${type}`)
    Object.assign(config, { [key]: value })
  }
  return config
}

/**
 * Pages the widget never runs on: where customers see or type their personal data (account, sign-in and
 * registration, booking and its status, SSO, the round-trip enquiry; `/anfrage` is the enquiry's path on
 * the round-trip domain). Its script could read them, and its screenshots and logs would carry them to the
 * vendor. The paths are those a browser shows, so the rule is the same in the browser and on the server.
 */
const WITHOUT_WIDGET = /^\/(?:hotel\/account|hotel\/buchen|auth|rundreisen\/anfrage|anfrage)(?:[/.]|$)/i

export function bugReportAllowedOn(pathname: string): boolean {
  let path: string
  try {
    // `/hotel/%61ccount` is the account page to the router.
    path = decodeURIComponent(pathname)
  } catch {
    return false
  }
  // So are `//hotel/account` and `/hotel//account`.
  return !WITHOUT_WIDGET.test(path.replace(/[/\\]{2,}/g, '/'))
}

/**
 * The widget of the site settings (project and options) with the operator's script, or null when either is
 * missing. Throws on a violation (the caller logs it and shows no widget).
 */
export function bugReportWidget(
  settings: {
    bug_report_project_id?: string | null
    bug_report_options?: unknown
  } | null,
  scriptUrl: string | undefined,
  warn: (message: string) => void = console.warn,
): { config: BugReportConfig; scriptUrl: string } | null {
  if (!settings?.bug_report_project_id || !scriptUrl) return null
  const options = settings.bug_report_options ?? {}
  if (!isObject(options)) throw new Error('Bug-report widget: the options must be an object')
  const input = { ...options, project: settings.bug_report_project_id.trim() }
  return { config: bugReportConfig(input, warn), scriptUrl }
}

/**
 * Why the Data Studio refuses `options` as the widget's further settings (German), or null: an object (not
 * JSON text, not a list) of the known settings, each of its type.
 */
export function bugReportOptionsProblem(options: unknown): string | null {
  if (options === null || options === undefined) return null
  if (!isObject(options))
    return 'Die weiteren Einstellungen des Fehlermelde-Widgets müssen ein JSON-Objekt sein, z. B. {"silent": true}.'
  for (const [key, value] of Object.entries(options)) {
    if (key === 'project')
      return 'Die Projekt-ID gehört in ihr eigenes Feld, nicht in die weiteren Einstellungen.'
    if (!isRule(key))
      return `Die Einstellung „${key}“ kennt das Fehlermelde-Widget nicht. Erlaubt sind: ${Object.keys(RULES).join(', ')}.`
    const { valid, typeDe } = RULES[key]
    if (!valid(value)) return `Die Einstellung „${key}“ muss ${typeDe} sein.`
  }
  return null
}
