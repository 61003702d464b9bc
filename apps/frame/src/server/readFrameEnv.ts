import type * as z from 'zod/mini'
import { type FrameConfig, frameConfigSchema } from '../frameConfig'

/** A variable of the frame server's environment that is missing or invalid; the message names it, never its value. */
export class FrameEnvError extends Error {
  override name = 'FrameEnvError'
}

/** The first issue of a failed parse as `path: message`, without the value (an RPC URL may hold a key). */
function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  return `${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid'}`
}

/**
 * The operator's config of the frame from the environment, checked with the page's own schema
 * (`frameConfigSchema`): `LATCH_FRAME_API_URL`, the services' URL as browsers reach it, and
 * `LATCH_FRAME_CHAINS`, JSON `[{ id, name, rpcUrl, nativeCurrency?, bundlerUrl?, entryPoint?, accountFactory? }]`
 * (at least one chain). Both are required; one missing, empty or invalid throws a FrameEnvError naming it.
 *
 * @example
 * const { apiUrl, chains } = readFrameEnv(process.env, '0.1.0')
 */
export function readFrameEnv(env: NodeJS.ProcessEnv, version: string): FrameConfig {
  const apiUrl = env.LATCH_FRAME_API_URL
  if (!apiUrl)
    throw new FrameEnvError(
      "LATCH_FRAME_API_URL is required: the services' URL, e.g. https://api.example.com",
    )
  const chainsText = env.LATCH_FRAME_CHAINS
  if (!chainsText)
    throw new FrameEnvError(
      'LATCH_FRAME_CHAINS is required: JSON [{ "id": 1, "name": "Ethereum", "rpcUrl": "https://…" }]',
    )
  let chains: unknown
  try {
    chains = JSON.parse(chainsText)
  } catch {
    throw new FrameEnvError(
      'LATCH_FRAME_CHAINS must be JSON, e.g. [{ "id": 1, "name": "Ethereum", "rpcUrl": "https://…" }]',
    )
  }
  const apiUrlResult = frameConfigSchema.shape.apiUrl.safeParse(apiUrl)
  if (!apiUrlResult.success)
    throw new FrameEnvError(
      `LATCH_FRAME_API_URL must be an http(s) URL (${describeIssue(apiUrlResult.error)})`,
    )
  const chainsResult = frameConfigSchema.shape.chains.safeParse(chains)
  if (!chainsResult.success)
    throw new FrameEnvError(`LATCH_FRAME_CHAINS: ${describeIssue(chainsResult.error)}`)
  return { apiUrl: apiUrlResult.data, version, chains: chainsResult.data }
}
