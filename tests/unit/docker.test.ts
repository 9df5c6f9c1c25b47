/** What can be checked about the Dockerfile and docker-compose.yml without a Docker engine. */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { mailTemplatesDir } from '../../directus/scripts/mail-templates'
import { ENV_NAMES, parseEnv } from '../../server/env'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Instruction = { keyword: string; args: string }

function parseDockerfile(text: string): Instruction[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/)
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') }
    })
}

/** The words of an instruction, in exec form (JSON array) or shell form, without `--flag=…` options. */
function words(args: string): { flags: string[]; words: string[] } {
  const flags =
    args
      .match(/^(--\S+\s+)*/)?.[0]
      .trim()
      .split(/\s+/)
      .filter(Boolean) ?? []
  const rest = args.slice(args.match(/^(--\S+\s+)*/)?.[0].length ?? 0)
  const list: unknown = rest.startsWith('[') ? JSON.parse(rest) : rest.split(/\s+/)
  return { flags, words: (list as unknown[]).map(String) }
}

function dockerignorePatterns(): { pattern: string; negated: boolean }[] {
  return read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ pattern: line.replace(/^!/, '').replace(/\/$/, ''), negated: line.startsWith('!') }))
}

function isIgnored(source: string): boolean {
  const segments = source.split('/')
  let ignored = false
  for (const { pattern, negated } of dockerignorePatterns()) {
    const inside = pattern.startsWith('**/')
      ? segments.includes(pattern.slice(3))
      : source === pattern || source.startsWith(`${pattern}/`)
    if (inside) ignored = !negated
  }
  return ignored
}

const instructions = parseDockerfile(read('Dockerfile'))
const stages = instructions.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+AS\s+/i)[1])
/** Sources that COPY and ADD take from the build context (not from another stage). */
const contextSources = (list: Instruction[]) =>
  list
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map((i) => words(i.args))
    .filter(({ flags }) => !flags.some((flag) => flag.startsWith('--from=')))
    .flatMap(({ words: sources }) => sources.slice(0, -1))
const repoCopies = contextSources(instructions)
const lastFrom = instructions.findLastIndex((i) => i.keyword === 'FROM')
const runtimeCopies = contextSources(instructions.slice(lastFrom))

describe('Dockerfile', () => {
  it('is a multi-stage build on Node 22', () => {
    const bases = instructions.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+/)[0])
    expect(bases[0]).toBe('node:22-bookworm-slim')
    expect(stages.length).toBeGreaterThan(1)
  })

  it.each(repoCopies)('copies %s, which exists and is not excluded by .dockerignore', (source) => {
    expect(existsSync(path.join(root, source)), `${source} is missing in the repository`).toBe(true)
    expect(isIgnored(source), `${source} is excluded by .dockerignore`).toBe(false)
  })

  it('installs without install scripts, so that Directus is never built into the web image', () => {
    const installs = instructions.filter((i) => i.keyword === 'RUN' && /\bnpm (ci|install|i)\b/.test(i.args))
    expect(installs.length).toBeGreaterThan(0)
    for (const install of installs) expect(install.args).toContain('--ignore-scripts')
    expect(isIgnored('directus')).toBe(true)
  })

  it('applies the dependency patches that postinstall applies, after the install', () => {
    const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(packageJson.scripts.postinstall).toMatch(/^patch-package && /)
    expect(repoCopies).toContain('patches')
    // In order of the Dockerfile: the patches are applied once the packages are installed.
    const runs = instructions
      .filter((i) => i.keyword === 'RUN')
      .map((i) => i.args)
      .join('\n')
    expect(runs.indexOf('npm ci')).toBeGreaterThan(-1)
    expect(runs.indexOf('patch-package')).toBeGreaterThan(runs.indexOf('npm ci'))
  })

  it('runs as the user node, checks /healthz and starts a script of the project with a production dependency', () => {
    const last = (keyword: string) => instructions.filter((i) => i.keyword === keyword).at(-1)?.args ?? ''
    expect(last('USER')).toBe('node')
    expect(last('HEALTHCHECK')).toContain('/healthz')

    const [runner = '', script = ''] = words(last('CMD')).words
    const packageJson = JSON.parse(read('package.json')) as { dependencies: Record<string, string> }
    expect(runner).toBe('node_modules/.bin/tsx')
    expect(Object.keys(packageJson.dependencies), 'dev dependencies are pruned from the image').toContain(
      'tsx',
    )
    expect(existsSync(path.join(root, script)), `${script} is missing`).toBe(true)
    expect(runtimeCopies.some((source) => script.startsWith(`${source}/`))).toBe(true)
  })

  it('copies every file that the started script loads at run time', () => {
    const script = words(instructions.filter((i) => i.keyword === 'CMD').at(-1)?.args ?? '').words[1] ?? ''
    const copied = (file: string) =>
      runtimeCopies.some((source) => file === source || file.startsWith(`${source}/`))
    const missing: string[] = []
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      if (!copied(file)) missing.push(file)
      const text = readFileSync(path.join(root, file), 'utf8')
      // `import type` disappears at run time; build/ (with app/ inside) is loaded by path, not imported.
      const imports = text.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm)
      for (const [, specifier = ''] of imports) {
        const base = specifier.startsWith('~/')
          ? path.join('app', specifier.slice(2))
          : specifier.startsWith('.')
            ? path.join(path.dirname(file), specifier)
            : undefined
        if (base === undefined) continue
        const target = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']
          .map((ending) => base + ending)
          .find((candidate) => existsSync(path.join(root, candidate)) && /\.[jt]sx?$/.test(candidate))
        if (target) visit(target)
        else missing.push(`${specifier} (from ${file})`)
      }
    }
    visit(script)
    expect(missing, 'files the server loads but the Dockerfile does not copy').toEqual([])
  })
})

type ComposeService = {
  image?: string
  build?: unknown
  environment?: Record<string, string | number | boolean | null>
  volumes?: Array<string | { type: string; source: string; bind?: { create_host_path?: boolean } }>
  healthcheck?: unknown
  networks?: Record<string, { aliases?: string[] } | null>
}

const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, ComposeService>
  networks?: Record<string, { internal?: boolean; ipam?: { config?: Array<{ subnet?: string }> } }>
}
const services = compose.services

describe('docker-compose.yml', () => {
  it('runs Directus 11.17.4 on PostgreSQL 16 with Redis 7', () => {
    expect(services.directus?.image).toBe('directus/directus:11.17.4')
    expect(services.postgres?.image).toMatch(/^postgres:16(\b|-)/)
    expect(services.redis?.image).toMatch(/^redis:7(\b|-)/)
    expect(services.directus?.environment).toMatchObject({ DB_CLIENT: 'pg', CACHE_STORE: 'redis' })
    expect(services.directus?.environment?.SYNCHRONIZATION_STORE).toBe('redis')
  })

  it('builds the web service from the Dockerfile and points it at Directus inside the network', () => {
    expect(services.web?.build).toBeDefined()
    // directus-internal: Directus's name on the network that joins only the web tier and Directus.
    expect(services.web?.environment?.DIRECTUS_URL).toBe('http://directus-internal:8055')
    expect(services.web?.environment?.REDIS_URL).toBeDefined()
  })

  it("lets only the web tier's own network name the client to Directus (X-Forwarded-For)", () => {
    const network = compose.networks?.['site-to-directus']
    expect(network?.internal).toBe(true)
    const subnet = String(network?.ipam?.config?.[0]?.subnet)
    const trusted = String(services.directus?.environment?.IP_TRUST_PROXY)
    expect(trusted).not.toMatch(/^(true|\d+)$/)
    // The default of the trusted list is the default of that network's subnet.
    expect(trusted.match(/:-([^}]+)\}/)?.[1]).toBe(subnet.match(/:-([^}]+)\}/)?.[1])
    expect(services.directus?.networks?.['site-to-directus']?.aliases).toContain('directus-internal')
    expect(services.web?.networks).toHaveProperty('site-to-directus')
  })

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      // The web image declares its HEALTHCHECK in the Dockerfile.
      if (name === 'web') continue
      expect(service.healthcheck, `${name} has no healthcheck`).toBeDefined()
    }
  })

  it('holds no secrets: every secret comes from the env file and is required', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!/(PASSWORD|SECRET|KEY|TOKEN)$/.test(key)) continue
        if (key === 'EMAIL_SMTP_PASSWORD') continue // optional: a relay may not need a login
        expect(String(value), `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/)
      }
    }
  })

  it('mounts only folders that exist in the repository, or that a build step makes and without which it does not start', () => {
    // Build output: the mail templates generated from the copy catalogue (npm run build:mail-templates).
    const built = [`./${path.relative(root, mailTemplatesDir)}`]
    const volumes = Object.values(services).flatMap((service) => service.volumes ?? [])
    const binds = volumes
      .map((volume) => (typeof volume === 'string' ? (volume.split(':')[0] ?? '') : volume.source))
      .filter((source) => source.startsWith('.') && !built.includes(source))
    for (const source of binds) expect(existsSync(path.join(root, source)), `${source} is missing`).toBe(true)
    for (const source of built) {
      const mount = volumes.find((volume) => typeof volume !== 'string' && volume.source === source)
      // A missing folder stops compose instead of becoming an empty mount.
      expect(mount && typeof mount !== 'string' && mount.bind?.create_host_path, source).toBe(false)
    }
  })

  it('documents every variable of the web service in .env.example', () => {
    const envExample = path.join(root, '.env.example')
    expect(existsSync(envExample), '.env.example is missing').toBe(true)
    const documented = new Set(
      readFileSync(envExample, 'utf8')
        .split('\n')
        .map((line) => line.match(/^#?\s*([A-Z][A-Z0-9_]*)=/)?.[1])
        .filter(Boolean),
    )
    const missing = Object.keys(services.web?.environment ?? {}).filter((name) => !documented.has(name))
    expect(missing, 'web service variables missing in .env.example').toEqual([])
  })

  it('sets for the web service only variables the web server reads, in a shape it accepts', () => {
    const environment = services.web?.environment ?? {}
    const unknown = Object.keys(environment).filter((name) => !ENV_NAMES.includes(name))
    expect(unknown, 'variables of the web service that server/env.ts does not read').toEqual([])
    // Filled in as Compose does: a required ${X:?…} from the env file (a real secret where .env.example has a
    // placeholder), ${X:-default} with its default; the result starts the web server.
    const example = exampleValues()
    const filled = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => {
        const text = String(value).replace(
          /\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g,
          (_, variable: string, kind, rest: string) =>
            kind === '-' ? (example[variable] ?? rest) : (example[variable] ?? ''),
        )
        return [name, /SECRET|TOKEN/.test(name) ? randomBytes(24).toString('hex') : text]
      }),
    )
    expect(() => parseEnv({ ...filled, DIRECTUS_PUBLIC_URL: 'https://cms.example.com' })).not.toThrow()
  })

  it('documents every variable the web server reads in .env.example', () => {
    const example = exampleValues()
    expect(ENV_NAMES.filter((name) => !(name in example))).toEqual([])
  })
})

/** The variables of .env.example (also those commented out) with their example values. */
function exampleValues(): Record<string, string> {
  return Object.fromEntries(
    read('.env.example')
      .split('\n')
      .map((line) => line.match(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => [match[1]!, match[2]!.trim()]),
  )
}
