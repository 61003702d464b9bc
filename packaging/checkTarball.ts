// publint and are-the-types-wrong on one packed tarball, and the "use client" banner of a React
// package's entry: the three ways a published package breaks for its users without a test noticing.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { type Check, check } from './check'
import { repoRoot, run } from './packPackages'

interface Manifest {
  name: string
  exports: Record<string, string | Record<string, string>>
  peerDependencies?: Record<string, string>
}

/** Unpacks `tarball` into `dir` (npm's layout: dir/package/...) and returns the package's folder. */
function unpack(tarball: string, dir: string): string {
  mkdirSync(dir, { recursive: true })
  run('tar', ['-xzf', tarball, '-C', dir], dir)
  return join(dir, 'package')
}

/** The checks of one tarball; `workDir` is a scratch folder of its own. */
export async function checkTarball(tarball: string, workDir: string): Promise<Check[]> {
  const pkgDir = unpack(tarball, workDir)
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as Manifest
  const checks = [
    await check(`${manifest.name}: publint passes on the tarball`, async () => {
      // pack: false: pkgDir holds exactly the tarball's files. strict: warnings fail too.
      const { messages, pkg } = await publint({ pkgDir, pack: false, strict: true })
      const problems = messages.filter((message) => message.type !== 'suggestion')
      if (problems.length > 0)
        throw new Error(problems.map((message) => formatMessage(message, pkg) ?? message.code).join('\n'))
      return 'no errors or warnings'
    }),
    await check(`${manifest.name}: are-the-types-wrong passes on the tarball`, () => {
      // The packages are ESM only (no `require` condition), so the `esm-only` profile: CommonJS
      // consumers (node10, node16 from CJS) are not checked; node16 from ESM and bundlers are.
      run(join(repoRoot, 'node_modules', '.bin', 'attw'), [tarball, '--profile', 'esm-only'], workDir)
      return 'node16 (from ESM) and bundler resolve every entry with types'
    }),
  ]
  if (manifest.peerDependencies?.react !== undefined) {
    checks.push(
      await check(`${manifest.name}: the entry starts with "use client"`, () => {
        const root = manifest.exports['.']
        const entry = typeof root === 'string' ? root : root?.import
        if (!entry) throw new Error('no import entry in exports["."]')
        const firstLine = readFileSync(join(pkgDir, entry), 'utf8').split('\n')[0]
        if (firstLine !== '"use client";') throw new Error(`${entry} starts with ${firstLine}`)
        return `${entry} starts with "use client"`
      }),
    )
  }
  return checks
}
