import { type ChainAdapter, TokenBalanceUnavailableError, UserRejectedRequestError } from '@latch/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { TEST_WALLET } from './listingOnlyAdapter'

/**
 * Test support only: a wallet holding a real key that connects at once and signs messages with it
 * (EIP-191), or refuses to sign while `refuseSigning` is set; it records the messages it was asked
 * to sign.
 *
 * @example
 * const wallet = signingAdapter()
 * wallet.refuseSigning = true
 */
export function signingAdapter() {
  const account = privateKeyToAccount(generatePrivateKey())
  const wallet = {
    address: account.address,
    refuseSigning: false,
    signed: [] as string[],
    adapter: undefined as unknown as ChainAdapter,
  }
  wallet.adapter = {
    namespace: 'eip155',
    setup({ onConnectors }) {
      onConnectors([TEST_WALLET])
      return () => {}
    },
    connect: async ({ connectorId, network }) => ({
      connectorId,
      address: account.address,
      caipNetworkId: network.caipNetworkId,
    }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => {
      throw new TokenBalanceUnavailableError()
    },
    async signMessage({ message }) {
      if (wallet.refuseSigning) throw new UserRejectedRequestError()
      wallet.signed.push(message)
      return account.signMessage({ message })
    },
  }
  return wallet
}
