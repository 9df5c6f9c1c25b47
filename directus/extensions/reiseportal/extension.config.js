// Rollup settings for `directus-extension build` (the extensions SDK reads this file). The bundle holds the
// extensions' own code and the rule modules of core/ (TypeScript, imported without extensions as in the
// rest of the repository) with zod; every other package stays an import that Node resolves from Directus's
// own node_modules at run time, so that Directus's internals, express, pdfkit and ics exist once.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

const BUNDLED = new Set(['zod'])

const isFile = (file) => existsSync(file) && statSync(file).isFile()

/** `./forms` → `./forms.ts`: core/ imports its siblings without a file extension. */
function typescriptSiblings() {
  return {
    name: 'typescript-siblings',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || path.extname(source) !== '') return null
      const base = path.resolve(path.dirname(importer), source)
      for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')])
        if (isFile(candidate)) return candidate
      return null
    },
  }
}

/** Bare imports other than BUNDLED stay imports (node: built-ins included). */
function directusDependencies() {
  return {
    name: 'directus-dependencies',
    resolveId(source, importer) {
      if (!importer || source.startsWith('.') || path.isAbsolute(source) || source.startsWith('\0'))
        return null
      const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]
      return BUNDLED.has(name) ? null : { id: source, external: true }
    },
  }
}

export default { plugins: [typescriptSiblings(), directusDependencies()] }
