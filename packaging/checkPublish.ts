// `npm publish --dry-run` on each packed tarball: npm's own checks of what it would upload (the name, the
// version, the manifest it would otherwise auto-correct), offline: nothing reaches the registry.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { basename } from 'node:path'
import { type Check, check } from './check'

/** The one warning a dry run gives without a login; any other fails the check. */
const EXPECTED_WARNING = /requires you to be logged in/

/**
 * One check per tarball: `npm publish --dry-run --offline --access public --json <tarball>` in `scratchDir`
 * (an empty folder, so no project's .npmrc or scripts take part) exits 0, names the package at its
 * version and warns of nothing but the missing login.
 *
 * @example
 * await checkPublish(['/tmp/latch-core-0.1.0.tgz'], '/tmp/publish')
 */
export async function checkPublish(tarballs: string[], scratchDir: string): Promise<Check[]> {
  mkdirSync(scratchDir, { recursive: true })
  if (readdirSync(scratchDir).length > 0) throw new Error(`${scratchDir} is not empty`)
  const checks: Check[] = []
  for (const tarball of tarballs) {
    checks.push(
      await check(`${basename(tarball)}: npm publish --dry-run is clean`, () => {
        const args = [
          'publish',
          '--dry-run',
          '--offline',
          '--access',
          'public',
          '--json',
          '--loglevel',
          'warn',
        ]
        const { stdout, stderr } = runNpm([...args, tarball], scratchDir)
        const published = Object.values(
          JSON.parse(stdout) as Record<string, { id: string; files: unknown[] }>,
        )
        const warnings = stderr.split('\n').filter((line) => /^npm (warn|error)/i.test(line))
        const unexpected = warnings.filter((line) => !EXPECTED_WARNING.test(line))
        if (published.length !== 1 || unexpected.length > 0)
          throw new Error(`${stdout}\n${unexpected.join('\n')}`)
        return `${published[0]?.id}, ${published[0]?.files.length} files, public`
      }),
    )
  }
  return checks
}

/** Runs npm in `cwd`; throws with its output when it fails, else returns both streams (npm warns on stderr). */
function runNpm(args: string[], cwd: string): { stdout: string; stderr: string } {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } })
  if (result.status !== 0)
    throw new Error(`npm ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`.trim())
  return { stdout: result.stdout, stderr: result.stderr }
}
