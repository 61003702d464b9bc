// Installs packed tarballs into an empty folder outside the workspace, as an operator installs a package
// from npm: the tarballs by path, their dependencies from the registry.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './packPackages'

/** What only a build or the workspace needs: none of it may come with a deployable. */
const BUILD_ONLY = ['tsx', 'typescript', 'vite', 'esbuild', 'drizzle-kit', '@latch/devnet', '@latch/demo']

/**
 * Installs `tarballs` into `dir` (made empty) and returns the top-level packages installed. Throws when a
 * build-only package came along.
 *
 * @example
 * installTarballs('/tmp/x/services', { '@latch/services': servicesTgz, '@latch/core': coreTgz })
 */
export function installTarballs(dir: string, tarballs: Record<string, string>): string[] {
  mkdirSync(dir, { recursive: true })
  if (readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`)
  const dependencies = Object.fromEntries(
    Object.entries(tarballs).map(([name, path]) => [name, `file:${path}`]),
  )
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'operator', private: true, dependencies }))
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--omit=dev'], dir)
  const brought = BUILD_ONLY.filter((name) => existsSync(join(dir, 'node_modules', name)))
  if (brought.length > 0) throw new Error(`the install brought build-only packages: ${brought.join(', ')}`)
  return readdirSync(join(dir, 'node_modules')).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(join(dir, 'node_modules', name)).map((inner) => `${name}/${inner}`)
      : name.startsWith('.')
        ? []
        : [name],
  )
}
