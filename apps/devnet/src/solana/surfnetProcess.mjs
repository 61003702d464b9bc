// Runs one Surfpool instance in a process of its own, for spawnSurfnet.ts. Surfpool is a native module that
// picks its own ports and starts its servers synchronously: when a server fails to start it panics in one of
// its threads and can block the calling thread for good. Here that blocks only this process, which the parent
// kills after a timeout and replaces; in the parent (a test worker, the demo) it would hang everything.
//
// argv[2]: the SurfnetConfig as JSON. Prints one line of JSON, { rpcUrl, wsUrl }, once started; exits when its
// stdin closes (the parent stopped or died), so it can never outlive the devnet.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
let surfpool
try {
  surfpool = require('@solana/surfpool-linux-x64-gnu')
} catch (error) {
  process.stderr.write(
    `Could not load Surfpool (@solana/surfpool-linux-x64-gnu) for the local Solana validator on ${process.platform}-${process.arch}: the devnet runs it on Linux x64 (glibc) only. Start the devnet with \`solana: false\` elsewhere. (${error.message})\n`,
  )
  process.exit(1)
}
const surfnet = surfpool.Surfnet.startWithConfig(JSON.parse(process.argv[2] ?? '{}'))
// Surfpool queues an event per clock tick (about 13 a second) for `drainEvents`, and once about a thousand
// wait undrained its runloop stalls: every RPC call touching the chain then hangs, some 90 s after start.
// Nothing here reads them, so they are dropped as they come.
setInterval(() => surfnet.drainEvents(), 250)
process.stdout.write(`${JSON.stringify({ rpcUrl: surfnet.rpcUrl, wsUrl: surfnet.wsUrl })}\n`)
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
