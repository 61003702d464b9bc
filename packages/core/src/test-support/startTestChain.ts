// Core's tests may not import the devnet app (packages never import apps), so this starts anvil
// itself: the binary of @foundry-rs/anvil's platform package, on a free loopback port.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Sends one JSON-RPC call and answers its result; an error answer throws with the node's message. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

/**
 * A fresh anvil chain (anvil's ten funded accounts, unlocked) on a free port; `stop` kills it.
 *
 * @example
 * const chain = await startTestChain(31337)
 * await rpc(chain.url, 'eth_blockNumber')
 * await chain.stop()
 */
export async function startTestChain(chainId: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const manifest = createRequire(import.meta.url).resolve(
    `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}/package.json`,
  )
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    join(dirname(manifest), 'bin', 'anvil'),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await rpc(url, 'eth_chainId').then(Boolean, () => false)) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  await stop()
  throw new Error(`anvil (chain ${chainId}) did not answer on ${url} within 5 s`)
}
