// A user's app, made the way a user makes one: a fresh Vite + React project outside the workspace that
// installs the packed tarballs from npm (React, Vite and TypeScript at the root lock's versions, viem at
// the lowest version @latch/evm's peer range allows), then type-checks, renders on a server in plain
// Node, builds, and runs in Chromium: the button renders and clicking it opens the modal.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from '../bench/src/chromium'
import { serveStatic } from '../bench/src/serveStatic'
import { type Check, check } from './check'
import { type PackageName, repoRoot, run } from './packPackages'

/** The version of `name` the root install holds (pinned by the root lockfile). */
function rootVersion(name: string): string {
  const manifest = join(repoRoot, 'node_modules', name, 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/** The lowest version a `^x.y.z` peer range accepts. */
function peerFloor(packageName: PackageName, peer: string): string {
  const manifest = join(repoRoot, 'packages', packageName, 'package.json')
  const range = (JSON.parse(readFileSync(manifest, 'utf8')) as { peerDependencies: Record<string, string> })
    .peerDependencies[peer]
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

/** Loads the built app in Chromium: the button renders, and clicking it opens the modal. */
async function checkInChromium(appDir: string): Promise<Check[]> {
  const server = await serveStatic(join(appDir, 'dist'))
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const noErrors = () => {
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`)
    }
    // Playwright's locators pierce the button's and the modal's shadow roots; the modal renders once
    // hidden ahead of the first open (prewarm), so the check is for the dialog being visible.
    const button = page.getByTestId('connect-button')
    const modal = page.locator('[data-testid="latch-modal"][data-view="Connect"]')
    return [
      await check('consumer app in Chromium: the button renders', async () => {
        await page.goto(server.url)
        await button.waitFor({ state: 'visible', timeout: 15_000 })
        const label = (await button.textContent())?.trim()
        if (label !== 'Connect Wallet') throw new Error(`the button says "${label}"`)
        noErrors()
        return `"${label}"`
      }),
      await check('consumer app in Chromium: clicking the button opens the modal', async () => {
        if (await modal.isVisible()) throw new Error('the modal showed before the click')
        await button.click()
        await modal.waitFor({ state: 'visible', timeout: 15_000 })
        noErrors()
        return 'the Connect view shows'
      }),
    ]
  } finally {
    await browser.close()
    await server.close()
  }
}

/** Every check of the consumer app; `appDir` is a fresh folder outside the workspace. */
export async function runConsumerApp(
  tarballs: Record<PackageName, string>,
  appDir: string,
): Promise<Check[]> {
  const viem = peerFloor('evm', 'viem')
  const bin = (name: string) => join(appDir, 'node_modules', '.bin', name)
  const installed = await check('consumer app: installs the three tarballs from npm', () => {
    cpSync(join(import.meta.dirname, 'consumer'), appDir, { recursive: true })
    writeManifest(appDir, tarballs, viem)
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], appDir)
    return `with viem ${viem}, react ${rootVersion('react')}`
  })
  if (!installed.ok) return [installed]
  const checks = [installed]
  checks.push(
    await check("consumer app: one copy of viem, the host's (a peer of @latch/evm)", () => {
      const nested = join(appDir, 'node_modules', '@latch', 'evm', 'node_modules', 'viem')
      if (existsSync(nested)) throw new Error('@latch/evm brought its own viem')
      const version = (
        JSON.parse(readFileSync(join(appDir, 'node_modules', 'viem', 'package.json'), 'utf8')) as {
          version: string
        }
      ).version
      if (version !== viem) throw new Error(`node_modules/viem is ${version}, the host asked for ${viem}`)
      return `node_modules/viem ${version} only`
    }),
    await check('consumer app: type-checks against the published types (tsc --strict)', () => {
      run(bin('tsc'), ['-p', 'tsconfig.json'], appDir)
      return 'no errors'
    }),
    await check('consumer app: renders <LatchProvider><ConnectButton/></LatchProvider> in Node', () => {
      // An SSR build keeps node_modules external: Node itself loads the installed packages.
      run(bin('vite'), ['build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server'], appDir)
      const html = run(
        'node',
        ['-e', "import('./dist-server/server.js').then((m) => console.log(m.render()))"],
        appDir,
      )
      if (!html.includes('data-latch=""')) throw new Error(`server HTML lacks the button's host: ${html}`)
      return 'renderToString gave the button host'
    }),
  )
  const built = await check('consumer app: vite build', () => {
    run(bin('vite'), ['build'], appDir)
    return 'dist/ built'
  })
  checks.push(built)
  if (!built.ok) return checks
  checks.push(...(await checkInChromium(appDir)))
  return checks
}
