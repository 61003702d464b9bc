import { describe, expect, it, vi } from 'vitest'
import { ApiNotConfiguredError } from '../api/errors'
import { InvalidInputError } from '../errors/input'
import { UnsupportedChainError } from '../errors/state'
import { getStore } from '../latch'
import { connectTestLatch, listingAdapter } from '../test-support/connectTestLatch'
import { registerAccountName } from './registerAccountName'

/** A connected eip155 wallet whose signing the tests watch. */
async function connected(config: Parameters<typeof connectTestLatch>[0] = {}) {
  const signMessage = vi.fn(async () => '0x00')
  const adapter = { ...listingAdapter(), signMessage }
  const { latch, reported } = await connectTestLatch({ adapters: [adapter], ...config })
  return { latch, reported, signMessage }
}

describe('registerAccountName', () => {
  it.each([
    ['ab.latch.local', 'A name needs at least 4 characters'],
    ['my_name.latch.local', 'Use only letters, digits and hyphens'],
    ['alice', 'the full name with the service suffix is required'],
  ])('%s is refused before anything is signed: %s', async (name, reason) => {
    const { latch, signMessage, reported } = await connected()
    const refused = registerAccountName(latch, { name })
    await expect(refused).rejects.toBeInstanceOf(InvalidInputError)
    await expect(refused).rejects.toThrow(reason)
    expect(signMessage).not.toHaveBeenCalled()
    expect(reported).toHaveLength(1)
    expect(getStore(latch).getState().accounts.eip155?.profileName).toBeUndefined()
  })

  it("names are eip155 only: another namespace is refused with 'Unsupported chain'", async () => {
    const { latch, signMessage } = await connected()
    getStore(latch).setState({ activeNamespace: 'solana' })
    await expect(registerAccountName(latch, { name: 'alice.latch.local' })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    )
    expect(signMessage).not.toHaveBeenCalled()
  })

  it('without the services configured it fails before signing, and the view and the profile name stay', async () => {
    const { latch } = await connected()
    getStore(latch).setState((s) => ({ open: true, router: { ...s.router, view: 'RegisterAccountName' } }))
    await expect(registerAccountName(latch, { name: 'alice.latch.local' })).rejects.toBeInstanceOf(
      ApiNotConfiguredError,
    )
    const state = getStore(latch).getState()
    expect(state.router.view).toBe('RegisterAccountName')
    expect(state.accounts.eip155?.profileName).toBeUndefined()
  })
})
