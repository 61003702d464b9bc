import { rmSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StartFrameServerReturnType } from '@latch/frame/server'
import type { Address } from 'viem'

/** Where `npm run demo` serves the embedded wallet's frame: its own origin, `http://127.0.0.1:5174`. */
export const DEVNET_FRAME_DEMO_PORT = 5174

const frameRoot = join(import.meta.dirname, '../../../frame')

/**
 * A chain the frame signs for: the devnet's id, name and RPC endpoint, and its ERC-4337 bundler, EntryPoint and
 * account factory when it has them, which give the frame's users a smart account there (a `DevnetChain` will do).
 */
export interface EmbeddedWalletFrameChain {
  id: number
  name: string
  rpcUrl: string
  bundlerUrl?: string
  entryPointAddress?: Address
  accountFactoryAddress?: Address
}

export interface StartEmbeddedWalletFrameParameters {
  /** The provider services the frame logs in with and reads its allowed hosts from (`startApiServer`'s `url`). */
  apiUrl: string
  /** The chains the frame signs for (at least one). */
  chains: readonly EmbeddedWalletFrameChain[]
  /** 0 or omitted: a free port. */
  port?: number
  /** What the frame reports in its READY message; default apps/frame's package version. */
  version?: string
}

export interface StartEmbeddedWalletFrameReturnType {
  /** The frame's origin, e.g. `http://127.0.0.1:5174`: what the services' `frameOrigins` must list. */
  url: string
  /** The temporary build the frame is served from; `stop` removes it. */
  distDir: string
  /** Closes the server and removes the build. */
  stop(): Promise<void>
}

/**
 * Builds the embedded wallet's frame (apps/frame) with Vite into a fresh temporary directory and serves it
 * on loopback with `startFrameServer`: its own origin, the services' URL and the chains written into the
 * page (with each chain's bundler, EntryPoint and account factory where it has them: the frame's users then
 * have a smart account there, sponsored by the services' paymaster), and `frame-ancestors` read from the
 * services' project origins. Each call builds anew, so a run never serves a stale apps/frame/dist.
 *
 * @example
 * const frame = await startEmbeddedWalletFrame({ apiUrl: api.url, chains: devnet.chains })
 * // the host page embeds `${frame.url}/?projectId=latch-demo&host=${encodeURIComponent(location.origin)}`
 * await frame.stop()
 */
export async function startEmbeddedWalletFrame(
  params: StartEmbeddedWalletFrameParameters,
): Promise<StartEmbeddedWalletFrameReturnType> {
  if (params.chains.length === 0) throw new Error('startEmbeddedWalletFrame needs at least one chain.')
  // Loaded here, not at the top: everything importing '@latch/devnet' would otherwise load Vite.
  const [{ build }, { startFrameServer }] = await Promise.all([import('vite'), import('@latch/frame/server')])
  const distDir = await mkdtemp(join(tmpdir(), 'latch-devnet-frame-'))
  // Also removed when something ends the process with process.exit() before stop() is done (Vite's dev
  // server does on SIGTERM, so `npm run demo`'s own shutdown loses that race).
  const removeBuildOnExit = () => rmSync(distDir, { recursive: true, force: true })
  process.once('exit', removeBuildOnExit)
  const removeBuild = async () => {
    await rm(distDir, { recursive: true, force: true })
    // only now: an exit during the removal still finishes it
    process.off('exit', removeBuildOnExit)
  }
  const chains = params.chains.map(frameChainOf)
  try {
    await build({
      configFile: join(frameRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    })
  } catch (error) {
    await removeBuild()
    throw new Error(`Could not build the embedded wallet frame (apps/frame): ${(error as Error).message}`, {
      cause: error,
    })
  }
  let server: StartFrameServerReturnType
  try {
    server = await startFrameServer({
      distDir,
      config: { apiUrl: params.apiUrl, version: params.version ?? (await frameVersion()), chains },
      port: params.port ?? 0,
      host: '127.0.0.1',
    })
  } catch (error) {
    await removeBuild()
    throw new Error(
      `Could not serve the embedded wallet frame on port ${params.port ?? 0}: ${(error as Error).message}. Stop the process using it or omit \`port\` to get a free one.`,
      { cause: error },
    )
  }
  return {
    url: server.url,
    distDir,
    stop: async () => {
      await server.stop()
      await removeBuild()
    },
  }
}

/** The chain as the frame's config has it: with its smart-account settings only when it has all three. */
function frameChainOf(chain: EmbeddedWalletFrameChain) {
  const { id, name, rpcUrl, bundlerUrl, entryPointAddress, accountFactoryAddress } = chain
  return bundlerUrl && entryPointAddress && accountFactoryAddress
    ? { id, name, rpcUrl, bundlerUrl, entryPoint: entryPointAddress, accountFactory: accountFactoryAddress }
    : { id, name, rpcUrl }
}

async function frameVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(frameRoot, 'package.json'), 'utf8')) as { version: string }
  return manifest.version
}
