// Every package a deployable's built code imports is one of its dependencies: an import satisfied only
// because npm hoisted someone else's dependency works in one install and breaks in the next.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { type Check, check } from './check'

/** `from 'x'`, `import 'x'` and `import('x')` with a bare specifier: a package name, `node:` or a subpath. */
const BARE_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:node:|@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*)["']/g

/** The package a bare specifier names: `@scope/name` or `name`, without its subpath. */
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!

/**
 * One check: the bare imports of every `.js` file under `pkgDir/dist` name Node's built-ins or the
 * package's `dependencies` (or `peerDependencies`), nothing else.
 *
 * @example
 * await checkImports('/tmp/unpacked/services/package')
 */
export async function checkImports(pkgDir: string): Promise<Check> {
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
    name: string
    dependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
  return check(`${manifest.name}: its built code imports only its dependencies and Node's built-ins`, () => {
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ])
    const builtins = new Set(builtinModules)
    const files = readdirSync(join(pkgDir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.js'),
    )
    const imported = new Set<string>()
    const undeclared: string[] = []
    for (const file of files) {
      for (const [, specifier] of readFileSync(join(pkgDir, 'dist', file), 'utf8').matchAll(BARE_IMPORT)) {
        if (specifier!.startsWith('node:') || builtins.has(specifier!)) continue
        const name = packageOf(specifier!)
        imported.add(name)
        if (!declared.has(name)) undeclared.push(`${file}: ${specifier}`)
      }
    }
    if (undeclared.length > 0) throw new Error(`not dependencies: ${undeclared.join(', ')}`)
    return `${files.length} files import ${[...imported].sort().join(', ') || 'no package'}`
  })
}
