// Runs one Chopsticks chain in a process of its own, for spawnChopsticks.ts. Chopsticks runs the chain's wasm
// runtime in worker threads and keeps a large in-memory state; in the parent (a test worker, the demo) its
// start-up would stall everything else, and a stuck runtime could not be killed apart from it.
//
// argv[2]: { port, accounts: [{ address, free }] } as JSON (free: a decimal string, in the smallest unit). It
// starts Rococo Asset Hub from its raw chain spec (offline: no endpoint, nothing fetched), with each account's
// System.Account imported at genesis and a block built per extrinsic, on 127.0.0.1. Prints one line,
// `LATCH_CHOPSTICKS_READY {"port":…}`, once it serves; exits when its stdin closes (the parent stopped or
// died), so it can never outlive the devnet.
import { setupWithServer } from '@acala-network/chopsticks'
import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'

const { port, accounts } = JSON.parse(process.argv[2] ?? '{}')
const context = await setupWithServer({
  genesis: JSON.parse(chainSpec),
  host: '127.0.0.1',
  port,
  'build-block-mode': 'Instant',
  'import-storage': {
    System: {
      Account: accounts.map(({ address, free }) => [[address], { providers: 1, data: { free } }]),
    },
  },
})
// addr is `127.0.0.1:<port>`; Chopsticks moves to one of the next ports when the one asked is taken.
const listening = Number(context.addr.split(':').pop())
process.stdout.write(`LATCH_CHOPSTICKS_READY ${JSON.stringify({ port: listening })}\n`)
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
