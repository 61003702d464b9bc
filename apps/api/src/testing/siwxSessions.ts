import { type DevnetMessageSigner, devnetMessageSigner } from '@latch/devnet'
import { createSiwxMessage } from '@latch/siwx'
import { expect } from 'vitest'
import type { ApiApp, AppDeps } from '../http/types'
import type { SessionRecord } from '../sessions/types'
import type { TestApi } from './useTestApi'
import { TEST_ORIGIN } from './useTestApi'

/** A chain of each offline namespace, as a sign-in names it. */
export const SIWX_TEST_CHAINS = {
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bip122: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
} as const

/**
 * The deps that make the services accept sign-ins on `SIWX_TEST_CHAINS`: a Solana cluster and a Bitcoin
 * node (never called: their signatures verify offline) and the Polkadot chain as a `siwxChains` entry.
 *
 * @example
 * const app = api.createApp(siwxTestDeps())
 */
export function siwxTestDeps(): Pick<AppDeps, 'solana' | 'bitcoin' | 'siwxChains'> {
  return {
    solana: {
      clusters: [{ caipNetworkId: SIWX_TEST_CHAINS.solana, name: 'Solana', rpcUrl: 'http://127.0.0.1:1' }],
    },
    bitcoin: {
      nodes: [
        {
          caipNetworkId: SIWX_TEST_CHAINS.bip122,
          url: 'http://127.0.0.1:1',
          apiKey: 'never-called',
          network: 'bcoinRegtest',
        },
      ],
    },
    siwxChains: [SIWX_TEST_CHAINS.polkadot],
  }
}

/** A signer of an offline namespace with the chain it signs in on. */
export interface SiwxTestAccount extends DevnetMessageSigner {
  chainId: `${string}:${string}`
}

/**
 * Devnet account `index` of an offline namespace, with its `SIWX_TEST_CHAINS` chain.
 *
 * @example
 * const owner = await siwxTestAccount('polkadot', 0)
 */
export async function siwxTestAccount(
  namespace: keyof typeof SIWX_TEST_CHAINS,
  index: number,
): Promise<SiwxTestAccount> {
  return { ...(await devnetMessageSigner(namespace, index)), chainId: SIWX_TEST_CHAINS[namespace] }
}

/**
 * Signs in through the routes as the page at TEST_ORIGIN would: a nonce, the CAIP-122 message (with
 * `expirationTime` only when given), the account's signature; answers the new session (201 asserted).
 *
 * @example
 * const session = await signInWith(api, app, owner, { expirationTime: undefined })
 */
export async function signInWith(
  api: TestApi,
  app: ApiApp,
  account: SiwxTestAccount,
  fields: { expirationTime?: string; issuedAt?: string } = {},
): Promise<SessionRecord> {
  const headers = { origin: TEST_ORIGIN }
  const issued = await api.request('/v1/sessions/nonce', { app, method: 'POST', headers })
  const { nonce } = (await issued.json()) as { nonce: string }
  const message = createSiwxMessage({
    domain: new URL(TEST_ORIGIN).host,
    accountAddress: account.address,
    chainId: account.chainId,
    uri: `${TEST_ORIGIN}/`,
    version: '1',
    nonce,
    issuedAt: fields.issuedAt ?? new Date().toISOString(),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
    statement: 'Sign in to the Latch demo.',
  })
  const response = await api.request('/v1/sessions', {
    app,
    json: { message, signature: await account.sign(message) },
    headers,
  })
  expect(response.status).toBe(201)
  return (await response.json()) as SessionRecord
}
