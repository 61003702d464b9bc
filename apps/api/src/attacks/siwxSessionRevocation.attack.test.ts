import { toSessionRevocationMessage } from '@latch/core/internal'
import { devnetMessageSigner } from '@latch/devnet'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiApp } from '../http/types'
import { expectApiError, useTestApi } from '../testing'
import { SIWX_TEST_CHAINS, signInWith, siwxTestAccount, siwxTestDeps } from '../testing/siwxSessions'

// Someone steals a Solana, Bitcoin or Polkadot sign-in session (its id, from a leaked log or a shared
// machine) and acts as its owner on the host's server. The owner's one recourse is to revoke it: they sign
// the revocation message with the key that signed in. The services must take that signature in the
// session's own namespace (ed25519, BIP-322, sr25519), and refuse any other key's.

const api = useTestApi()
let app: ApiApp
beforeAll(() => {
  app = api.createApp(siwxTestDeps())
})

const revoke = (id: string, pci: string, signature: string) =>
  api.request(`/v1/sessions/${id}/revoke`, { app, json: { pci, signature } })
const statusOf = async (id: string) =>
  ((await (await api.request(`/v1/sessions/${id}`, { app })).json()) as { status: string }).status

describe.each(Object.keys(SIWX_TEST_CHAINS) as (keyof typeof SIWX_TEST_CHAINS)[])(
  'a %s session',
  (namespace) => {
    it('its owner revokes it with the key that signed in', async () => {
      const owner = await siwxTestAccount(namespace, 1)
      const session = await signInWith(api, app, owner)
      const signature = await owner.sign(toSessionRevocationMessage(session))
      const response = await revoke(session.id, session.pci, signature)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ id: session.id, status: 'revoked' })
      expect(await statusOf(session.id)).toBe('revoked')
    })

    it("another key's revocation is refused (401 INVALID_SIGNATURE) and the session stays active", async () => {
      const owner = await siwxTestAccount(namespace, 1)
      const session = await signInWith(api, app, owner)
      const message = toSessionRevocationMessage(session)
      const stranger = await siwxTestAccount(namespace, 2)
      await expectApiError(
        await revoke(session.id, session.pci, await stranger.sign(message)),
        401,
        'INVALID_SIGNATURE',
      )
      // nor does an EVM key's signature count for a session of another namespace
      const evm = await devnetMessageSigner('eip155', 1)
      await expectApiError(
        await revoke(session.id, session.pci, await evm.sign(message)),
        401,
        'INVALID_SIGNATURE',
      )
      expect(await statusOf(session.id)).toBe('active')
    })
  },
)
