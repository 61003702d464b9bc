// `npm run demo`: the whole local world in one process tree, one URL, Ctrl-C stops everything.
import { join } from 'node:path'
import { createServer } from 'vite'
import { startDevnet } from '../startDevnet'

const DEMO_PORT = Number(process.env.LATCH_DEMO_PORT ?? 5173)
const demoRoot = join(import.meta.dirname, '../../../demo')

const devnet = await startDevnet({ fixedPorts: true })
process.env.LATCH_DEMO_CHAINS = JSON.stringify(devnet.chains)

let server: Awaited<ReturnType<typeof createServer>> | undefined
try {
  server = await createServer({
    configFile: join(demoRoot, 'vite.config.ts'),
    server: { port: DEMO_PORT },
    logLevel: 'warn',
  })
  await server.listen()
} catch (error) {
  await devnet.stop()
  console.error(`Could not start the demo page on port ${DEMO_PORT}: ${(error as Error).message}`)
  console.error('Free the port, or set LATCH_DEMO_PORT to another one.')
  process.exit(1)
}

for (const chain of devnet.chains) console.log(`  chain ${chain.id} ${chain.name}: ${chain.rpcUrl}`)
console.log(`\n  Latch demo: http://127.0.0.1:${DEMO_PORT}/\n\n  Ctrl-C stops everything.`)

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  await Promise.allSettled([server?.close(), devnet.stop()])
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
