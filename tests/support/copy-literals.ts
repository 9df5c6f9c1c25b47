import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/**
 * The texts a visitor reads that are written into the code: JSX text, strings shown as an element's child
 * (`{full ? 'Warteliste' : 'Anfragen'}`), the visible attributes (`aria-label`, `title`, `alt`,
 * `placeholder`, `label`) and every other string or template literal that
 * reads as German (an umlaut or ß, or two words with a German function word among them). Template
 * placeholders are kept as `${…}`, so `Bilder von ${name}` twice is the same text twice. Codes and slugs
 * (`nicht-moeglich`), imports and type positions are not copy.
 */
export interface Literal {
  text: string
  file: string
  line: number
}

const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'aria-description'])
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'href',
  'to',
  'name',
  'type',
  'method',
  'action',
  'key',
  'rel',
])
const UMLAUT = /[äöüÄÖÜß]/
const FUNCTION_WORD =
  /(^|[\s(])(Sie|Ihr|Ihre|Ihren|Ihrer|Ihnen|Bitte|bitte|und|nicht|der|die|das|den|dem|des|ein|eine|einen|einer|mit|für|zu|zum|zur|ist|sind|wird|werden|kein|keine|oder|auf|bis|von|vom|pro|im|am|als|nach|noch|nur|wir|uns)(?=$|[\s,.:;!?)])/
const CODE = /^[\w./:#?&=@-]*$/

export function looksGerman(text: string): boolean {
  if (!/\p{L}{2}/u.test(text) || CODE.test(text)) return false
  return UMLAUT.test(text) || (/\s/.test(text.trim()) && FUNCTION_WORD.test(text))
}

function attributeName(node: ts.Node): string | undefined {
  const parent = node.parent
  if (ts.isJsxAttribute(parent)) return parent.name.getText()
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return parent.parent.name.getText()
  return undefined
}

/** A string shown as a child of an element: `<p>{'Text'}</p>`, `{full ? 'Warteliste' : 'Anfragen'}`, `{a || 'Text'}`. */
function isJsxChild(node: ts.Node): boolean {
  let child = node
  let parent = node.parent
  while (
    ts.isParenthesizedExpression(parent) ||
    (ts.isConditionalExpression(parent) && parent.condition !== child) ||
    (ts.isBinaryExpression(parent) &&
      parent.right === child &&
      [
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
      ].includes(parent.operatorToken.kind))
  ) {
    child = parent
    parent = parent.parent
  }
  return ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent)
}

function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isPropertyAssignment(parent) && (parent.name === node || parent.name.getText() === "'@type'")) ||
    (ts.isElementAccessExpression(parent) && parent.argumentExpression === node)
  )
}

/** The copy literals of one source file; a literal that equals a `known` text (the catalogue's) always counts. */
export function copyLiterals(
  file: string,
  source: string,
  known: ReadonlySet<string> = new Set(),
): Literal[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const found: Literal[] = []
  const add = (node: ts.Node, text: string) =>
    found.push({ text, file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1 })

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim()
      if (/\p{L}{2}/u.test(text)) add(node, text)
      return
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      if (isCodePosition(node)) return
      const text = ts.isTemplateExpression(node) ? node.getText(tree).slice(1, -1) : node.text
      // The words of a template are its fixed parts: `${price} · ${board}` has none.
      const words = ts.isTemplateExpression(node)
        ? node.head.text + node.templateSpans.map((span) => ` ${span.literal.text}`).join('')
        : text
      const attribute = attributeName(node)
      if (attribute && CODE_ATTRIBUTES.has(attribute)) return
      const visible =
        ((attribute !== undefined && VISIBLE_ATTRIBUTES.has(attribute)) || isJsxChild(node)) &&
        /\p{L}{2}/u.test(words)
      if (visible || looksGerman(words) || known.has(text)) add(node, text.replace(/\s+/g, ' ').trim())
      if (ts.isTemplateExpression(node)) return
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/** Every `.ts`/`.tsx` file below `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** The literals of `dir` grouped by text, only those written more than once. */
export function repeatedLiterals(
  root: string,
  dir: string,
  catalogue: Iterable<string> = [],
): Map<string, string[]> {
  const known = new Set(catalogue)
  const places = new Map<string, string[]>()
  for (const text of known) places.set(text, ['core/copy (catalogue)'])
  for (const file of sourceFiles(path.join(root, dir))) {
    const relative = path.relative(root, file)
    for (const literal of copyLiterals(relative, readFileSync(file, 'utf8'), known)) {
      places.set(literal.text, [...(places.get(literal.text) ?? []), `${literal.file}:${literal.line}`])
    }
  }
  return new Map([...places].filter(([, where]) => where.length > 1))
}

/**
 * The texts of a mail template's source (Liquid and HTML) that a reader sees and that are written into it:
 * every piece of text between tags with two letters in a row, and every string inside a Liquid tag or output
 * that reads as words (German, several words or a capitalised one; codes like `'confirmation'` are not). Markers of catalogue texts (`{{ copy.<key> }}`), Liquid comments, the style sheet and the markup
 * are not copy.
 */
export function templateLiterals(file: string, source: string): Literal[] {
  const found: Literal[] = []
  const lineAt = (index: number) => source.slice(0, index).split('\n').length
  // Blanks out a match, keeping the line breaks (and so the line numbers) of the source.
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  let rest = source
    .replace(/\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g, blank)
    .replace(/<style[\s\S]*?<\/style>/gi, blank)
    .replace(/\{\{-?\s*copy\.[\w.]+\s*-?\}\}/g, blank)
  rest = rest.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, (liquid, index: number) => {
    for (const [, single, double] of liquid.matchAll(/'([^']*)'|"([^"]*)"/g)) {
      const text = single ?? double
      if (text && /\p{L}{2}/u.test(text) && (looksGerman(text) || /\s|^\p{Lu}/u.test(text.trim())))
        found.push({ text, file, line: lineAt(index) })
    }
    return blank(liquid)
  })
  rest = rest.replace(/<[^>]*>/g, blank)
  rest.split('\n').forEach((line, index) => {
    const text = line.replace(/\s+/g, ' ').trim()
    if (/\p{L}{2}/u.test(text)) found.push({ text, file, line: index + 1 })
  })
  return found.sort((a, b) => a.line - b.line)
}
