// Brings up the local world for the browser tests: both anvils on free ports, the demo built against
// them and served statically. Playwright passes process.env on to the workers.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@latch/devnet'
import { build, preview } from 'vite'

const configFile = join(import.meta.dirname, '../apps/demo/vite.config.ts')

export default async function globalSetup() {
  const devnet = await startDevnet()
  const outDir = await mkdtemp(join(tmpdir(), 'latch-e2e-demo-'))
  process.env.LATCH_DEMO_CHAINS = JSON.stringify(devnet.chains)
  try {
    await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    const server = await preview({
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, strictPort: false },
    })
    const address = server.httpServer.address()
    if (!address || typeof address === 'string') throw new Error('preview server has no port')
    process.env.LATCH_E2E_URL = `http://127.0.0.1:${address.port}/`
    process.env.LATCH_E2E_CHAINS = JSON.stringify(devnet.chains)
    return async () => {
      await new Promise((resolve) => server.httpServer.close(resolve))
      await devnet.stop()
      await rm(outDir, { recursive: true, force: true })
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
