import { randomBytes } from 'node:crypto'
import { toNameMessage } from '@latch/core/internal'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { LOAD_PUBLIC_URL } from './startTwoInstances'

/** A name registration ready to send: its full name and the JSON body of `POST /v1/profile/account`. */
export interface SignedNameRegistration {
  name: string
  body: string
}

/**
 * Signs `count` name registrations, each by a fresh random key for a fresh random name, so every write
 * of the load is unique and can be looked up afterwards. Done before the load (signing is async and
 * autocannon's request hooks are not); the messages stay valid for the service's 10 minutes.
 *
 * @example
 * const [first] = await signRegistrations(1) // { name: 'load-3f…9a.latch.local', body: '{"coin_type":60,…}' }
 */
export async function signRegistrations(count: number): Promise<SignedNameRegistration[]> {
  const signed: SignedNameRegistration[] = []
  for (let index = 0; index < count; index += 1) {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = `load-${randomBytes(8).toString('hex')}.latch.local`
    const message = toNameMessage({
      action: 'register',
      service: new URL(LOAD_PUBLIC_URL).host,
      suffix: '.latch.local',
      name,
      address: account.address,
      chainId: 'eip155:1',
      coinType: 60,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const signature = await account.signMessage({ message })
    signed.push({
      name,
      body: JSON.stringify({ coin_type: 60, address: account.address, message, signature }),
    })
  }
  return signed
}
