import { type NameAction, toNameMessage } from '@latch/core/internal'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ApiApp } from '../http/types'
import { expectApiError, useTestApi } from '../testing'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'

// A name-service write is a signed message, accepted for 10 minutes so a person can approve it on a
// phone. Whoever sees one on its way (a proxy's log, a shared debugging session, the page that asked for
// it) can post it again within those minutes: choose back a primary name the owner just changed, release
// a name its owner registered again, and take it.

const api = useTestApi()
const T0 = 1_750_000_000
const owner = privateKeyToAccount(generatePrivateKey())
const attacker = privateKeyToAccount(generatePrivateKey())
type Signer = typeof owner

/** The services at `seconds` (since the epoch). */
const at = (seconds: number): ApiApp => api.createApp({ now: () => seconds * 1000 })

/** A signed write of `action` on `name` made at `seconds`, as the client builds it (coin type 60). */
async function write(signer: Signer, action: NameAction, name: string, seconds: number) {
  const message = toNameMessage({
    action,
    service: new URL(DEFAULT_PUBLIC_URL).host,
    suffix: '.latch.local',
    name,
    address: signer.address,
    chainId: 'eip155:1',
    coinType: 60,
    attributes: {},
    timestamp: seconds,
  })
  return { coin_type: 60, address: signer.address, message, signature: await signer.signMessage({ message }) }
}

const post = (app: ApiApp, name: string | undefined, action: NameAction, json: unknown) =>
  api.request(action === 'register' ? '/v1/profile/account' : `/v1/profile/account/${name}/${action}`, {
    app,
    json,
  })
const identity = async (address: string) =>
  ((await (await api.request(`/v1/identity/${address}`)).json()) as { name: string | null }).name
const holder = async (name: string) => {
  const response = await api.request(`/v1/profile/account/${name}`)
  if (response.status === 404) return undefined
  return ((await response.json()) as { addresses: { '60': { address: string } } }).addresses['60'].address
}

describe('a signed name write works once', () => {
  it("a primary choice replayed after the owner changed it is refused (409 NAME_MESSAGE_USED); the owner's choice stays", async () => {
    for (const name of ['pick-a.latch.local', 'pick-b.latch.local']) {
      expect(
        (await post(at(T0), undefined, 'register', await write(owner, 'register', name, T0))).status,
      ).toBe(200)
    }
    const chooseA = await write(owner, 'primary', 'pick-a.latch.local', T0 + 5)
    expect((await post(at(T0 + 5), 'pick-a.latch.local', 'primary', chooseA)).status).toBe(200)
    const chooseB = await write(owner, 'primary', 'pick-b.latch.local', T0 + 10)
    expect((await post(at(T0 + 10), 'pick-b.latch.local', 'primary', chooseB)).status).toBe(200)
    await expectApiError(
      await post(at(T0 + 60), 'pick-a.latch.local', 'primary', chooseA),
      409,
      'NAME_MESSAGE_USED',
    )
    expect(await identity(owner.address)).toBe('pick-b.latch.local')
  })

  it('a release replayed after the owner registered the name again is refused, so nobody can take it', async () => {
    const name = 'prized.latch.local'
    expect((await post(at(T0), undefined, 'register', await write(owner, 'register', name, T0))).status).toBe(
      200,
    )
    const release = await write(owner, 'release', name, T0 + 5)
    expect((await post(at(T0 + 5), name, 'release', release)).status).toBe(200)
    const again = await write(owner, 'register', name, T0 + 30)
    expect((await post(at(T0 + 30), undefined, 'register', again)).status).toBe(200)
    // the attacker posts the captured release, then registers the name with its own key
    await expectApiError(await post(at(T0 + 60), name, 'release', release), 409, 'NAME_MESSAGE_USED')
    const theirs = await write(attacker, 'register', name, T0 + 61)
    await expectApiError(await post(at(T0 + 61), undefined, 'register', theirs), 409, 'NAME_TAKEN')
    expect(await holder(name)).toBe(owner.address)
  })

  it('a registration replayed after the owner released the name is refused: the name stays free', async () => {
    const name = 'given-up.latch.local'
    const register = await write(owner, 'register', name, T0)
    expect((await post(at(T0), undefined, 'register', register)).status).toBe(200)
    expect(
      (await post(at(T0 + 5), name, 'release', await write(owner, 'release', name, T0 + 5))).status,
    ).toBe(200)
    await expectApiError(await post(at(T0 + 60), undefined, 'register', register), 409, 'NAME_MESSAGE_USED')
    expect(await holder(name)).toBeUndefined()
  })

  it('a write refused for another reason does not use its message up', async () => {
    const name = 'later.latch.local'
    const release = await write(owner, 'release', name, T0)
    await expectApiError(await post(at(T0), name, 'release', release), 404, 'NOT_FOUND')
    expect(
      (await post(at(T0 + 1), undefined, 'register', await write(owner, 'register', name, T0 + 1))).status,
    ).toBe(200)
    expect((await post(at(T0 + 2), name, 'release', release)).status).toBe(200)
  })
})
