import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const src = join(import.meta.dirname, '..')
/** Attributes a person reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'])
const WORDS = /\p{L}{2,}/u

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : sources(path)
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : []
  })
}

/** Literal text in a JSX child expression or a read attribute: string, template or either side of a condition. */
function literalWords(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return WORDS.test(node.text) ? [node.text] : []
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].filter((text) =>
      WORDS.test(text),
    )
  if (ts.isConditionalExpression(node))
    return [...literalWords(node.whenTrue), ...literalWords(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind
    // `a && 'text'` shows its right side; `a ?? 'text'`, `a || 'text'` and `'a' + b` either side; a comparison neither
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalWords(node.right)
    const shown = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken]
    return shown.includes(operator) ? [...literalWords(node.left), ...literalWords(node.right)] : []
  }
  if (ts.isParenthesizedExpression(node)) return literalWords(node.expression)
  return []
}

/** Every piece of text a view would show without going through the message catalogue. */
export function hardCodedText(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim())
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      found.push(...literalWords(node.expression))
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      if (value) found.push(...literalWords(value))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no hard-coded text in a view', () => {
  it('finds literal JSX text, read attributes and literals in JSX expressions (the check can fail)', () => {
    const code = `const A = () => <p title="Hi there">Hello <b>{ok ? 'Yes' : t('no')}</b>{\`Sent \${x}\`}{' · '}{s === 'error' && t('e')}{a ?? 'None'}</p>`
    expect(hardCodedText('a.tsx', code)).toEqual(['Hi there', 'Hello', 'Yes', 'Sent ', 'None'])
  })

  it.each(sources(src).map((file) => [relative(src, file), file]))(
    '%s reads every word from the catalogue',
    (_, file) => {
      expect(hardCodedText(file, readFileSync(file, 'utf8'))).toEqual([])
    },
  )
})
