// A user's app, made the way a user makes one: a fresh Vite + React project outside the workspace that
// installs the packed tarballs from npm (React, Vite and TypeScript at the root lock's versions, viem at
// the lowest version @latch/evm's peer range allows), checked once on React 19, then again after the
// host moves to React 18 (the versions compat/react18 pins).
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Check, check } from './check'
import { checkConsumerApp } from './checkConsumerApp'
import { type PackageName, repoRoot, run } from './packPackages'

interface Manifest {
  version: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest

/** The version of `name` the root install holds (pinned by the root lockfile). */
const rootVersion = (name: string) =>
  readManifest(join(repoRoot, 'node_modules', name, 'package.json')).version

/** The lowest version a `^x.y.z` peer range accepts. */
function peerFloor(packageName: PackageName, peer: string): string {
  const range = readManifest(join(repoRoot, 'packages', packageName, 'package.json')).peerDependencies?.[peer]
  const floor = range?.match(/^\^(\d+\.\d+\.\d+)$/)?.[1]
  if (!floor) throw new Error(`@latch/${packageName}'s peer range for ${peer} is not ^x.y.z: ${range}`)
  return floor
}

function writeManifest(appDir: string, tarballs: Record<PackageName, string>, viem: string): void {
  const manifest = {
    name: 'latch-consumer-app',
    private: true,
    type: 'module',
    dependencies: {
      '@latch/core': `file:${tarballs.core}`,
      '@latch/evm': `file:${tarballs.evm}`,
      '@latch/react': `file:${tarballs.react}`,
      // @latch/react's dependency (the one language list): not yet on the registry, so its tarball
      '@latch/frame-protocol': `file:${tarballs['frame-protocol']}`,
      react: rootVersion('react'),
      'react-dom': rootVersion('react-dom'),
      viem,
    },
    devDependencies: Object.fromEntries(
      ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'].map((name) => [
        name,
        rootVersion(name),
      ]),
    ),
  }
  writeFileSync(join(appDir, 'package.json'), JSON.stringify(manifest, null, 2))
}

/** Installs `specs` in the app; throws unless node_modules then holds `expected` versions. */
function install(appDir: string, specs: string[], expected: Record<string, string>): string {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...specs], appDir)
  const found = Object.keys(expected).map(
    (name) => [name, readManifest(join(appDir, 'node_modules', name, 'package.json')).version] as const,
  )
  const wrong = found.filter(([name, version]) => version !== expected[name])
  if (wrong.length > 0) throw new Error(`installed ${wrong.map((pair) => pair.join('@')).join(', ')}`)
  return found.map((pair) => pair.join(' ')).join(', ')
}

/** Every check of the consumer app; `appDir` is a fresh folder outside the workspace. */
export async function runConsumerApp(
  tarballs: Record<PackageName, string>,
  appDir: string,
): Promise<Check[]> {
  const viem = peerFloor('evm', 'viem')
  const installed = await check('consumer app: installs the four tarballs from npm', () => {
    cpSync(join(import.meta.dirname, 'consumer'), appDir, { recursive: true })
    writeManifest(appDir, tarballs, viem)
    return install(appDir, [], { react: rootVersion('react'), viem })
  })
  if (!installed.ok) return [installed]
  const checks = [
    installed,
    await check("consumer app: one copy of viem, the host's (a peer of @latch/evm)", () => {
      if (existsSync(join(appDir, 'node_modules', '@latch', 'evm', 'node_modules', 'viem')))
        throw new Error('@latch/evm brought its own viem')
      return `node_modules/viem ${viem} only`
    }),
    ...(await checkConsumerApp(appDir, 'consumer app on React 19')),
  ]
  const react18 = readManifest(join(repoRoot, 'compat', 'react18', 'package.json'))
  const pins = { ...react18.dependencies, ...react18.devDependencies }
  const moved = await check('consumer app: moves to React 18', () =>
    install(
      appDir,
      Object.entries(pins).map(([name, version]) => `${name}@${version}`),
      pins,
    ),
  )
  checks.push(moved)
  if (moved.ok) checks.push(...(await checkConsumerApp(appDir, 'consumer app on React 18')))
  return checks
}
