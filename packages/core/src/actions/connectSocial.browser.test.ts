import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { NoAuthConnectorError } from '../errors/embedded'
import { InvalidInputError } from '../errors/input'
import { getStore } from '../latch'
import { devnetA } from '../test-support/networks'
import { connectSocial } from './connectSocial'

describe('connectSocial', () => {
  it('refuses a provider it does not log in with by OAuth (Farcaster has its own view), opening nothing', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    const opened: unknown[] = []
    const realOpen = window.open
    window.open = (...args) => {
      opened.push(args)
      return null
    }
    try {
      for (const provider of ['farcaster', 'myspace', undefined])
        await expect(connectSocial(latch, { provider: provider as never })).rejects.toBeInstanceOf(
          InvalidInputError,
        )
    } finally {
      window.open = realOpen
    }
    expect(opened).toEqual([])
  })

  it("without an email and social login connector: 'No auth connector found', the popup closed again, state unchanged", async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    const before = getStore(latch).getState()
    const error = await connectSocial(latch, { provider: 'google' }).catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(NoAuthConnectorError)
    expect((error as NoAuthConnectorError).shortMessage).toBe('No auth connector found')
    expect(getStore(latch).getState().accounts).toEqual(before.accounts)
    expect(getStore(latch).getState().connections).toEqual(before.connections)
  })
})
