import {
  APP_REQUESTS,
  type AppRequestType,
  type EmbeddedUser,
  FRAME_SUCCESSES,
  FrameChannelError,
} from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import { type AskFrame, readLogin, readUser, switchFrameAccountType, toEmbeddedLogin } from './frameAccount'

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SMART = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

/**
 * A frame as the smart-account one will answer: the user's saved choice, else the page's default from
 * GET_USER, decides the account in use; SET_PREFERRED_ACCOUNT saves a choice. Every request and answer
 * goes through frame-protocol's schemas, as the channel checks them.
 */
function smartAccountFrame(
  options: { signedIn?: boolean; enabled?: boolean; deployed?: boolean; refuse?: string } = {},
) {
  const { signedIn = true, enabled = true, deployed = false } = options
  const asked: { type: AppRequestType; payload: unknown }[] = []
  let saved: 'eoa' | 'smartAccount' | undefined
  let inUse: 'eoa' | 'smartAccount' = 'eoa'
  const user = (): EmbeddedUser => ({
    email: 'ada@example.com',
    address: inUse === 'smartAccount' ? SMART : EOA,
    chainId: 'eip155:31337',
    accounts: [
      { address: SMART, type: 'smartAccount', namespace: 'eip155' },
      { address: EOA, type: 'eoa', namespace: 'eip155' },
    ],
    preferredAccountType: inUse,
    smartAccountDeployed: deployed,
    smartAccountEnabled: enabled,
  })
  const answer = (type: AppRequestType, payload: Record<string, unknown>): unknown => {
    switch (type) {
      case 'IS_CONNECTED':
        return { isConnected: signedIn }
      case 'GET_USER': {
        const wanted = saved ?? (payload.preferredAccountType as typeof saved)
        inUse = wanted === 'smartAccount' && enabled ? 'smartAccount' : wanted === 'eoa' ? 'eoa' : inUse
        return user()
      }
      case 'SET_PREFERRED_ACCOUNT':
        if (options.refuse) throw new FrameChannelError('FRAME_REQUEST_FAILED', options.refuse)
        saved = payload.type as typeof saved
        inUse = saved ?? inUse
        return { type: inUse, address: user().address }
      default:
        throw new Error(`not asked in these tests: ${type}`)
    }
  }
  const ask = (async (type, payload) => {
    asked.push({ type, payload: APP_REQUESTS[type].parse(payload) })
    return FRAME_SUCCESSES[type].parse(answer(type, payload as Record<string, unknown>))
  }) as AskFrame
  return { ask, asked }
}

describe('the login as the frame answers it', () => {
  it('names an email login by its email, a social login by its user name and provider (Apple’s by its email)', () => {
    const base = { address: EOA, chainId: 'eip155:1', accounts: [{ address: EOA, type: 'eoa' as const }] }
    expect(toEmbeddedLogin({ ...base, email: 'ada@example.com' })).toMatchObject({
      authName: 'ada@example.com',
    })
    expect(toEmbeddedLogin({ ...base, userName: 'grace', socialProvider: 'github' })).toMatchObject({
      authName: 'grace',
      authProvider: 'github',
    })
    expect(toEmbeddedLogin({ ...base, email: 'tim@icloud.com', socialProvider: 'apple' })).toMatchObject({
      authName: 'tim@icloud.com',
      authProvider: 'apple',
    })
    expect(toEmbeddedLogin(base)).not.toHaveProperty('authName')
  })

  it('the account type is that of the address in use; a frame without smart accounts is an EOA with smart accounts not enabled', () => {
    const user = {
      address: SMART.toLowerCase(),
      chainId: 'eip155:1',
      accounts: [
        { address: EOA, type: 'eoa' as const },
        { address: SMART, type: 'smartAccount' as const },
      ],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: true,
      smartAccountEnabled: true,
    }
    expect(toEmbeddedLogin(user)).toEqual({
      accountType: 'smartAccount',
      smartAccountDeployed: true,
      smartAccountEnabled: true,
    })
    // today's frame: one eoa account, no smart-account facts
    expect(
      toEmbeddedLogin({
        address: EOA,
        chainId: 'eip155:1',
        accounts: [{ address: EOA, type: 'eoa', namespace: 'eip155' }],
        preferredAccountType: 'eoa',
      }),
    ).toEqual({ accountType: 'eoa', smartAccountEnabled: false })
  })

  it("asks GET_USER with the page's default type; the person's saved choice, kept by the frame, wins", async () => {
    const frame = smartAccountFrame()
    expect(await readLogin(frame.ask, 'smartAccount')).toEqual({
      authName: 'ada@example.com',
      accountType: 'smartAccount',
      smartAccountDeployed: false,
      smartAccountEnabled: true,
    })
    expect(frame.asked).toEqual([
      { type: 'IS_CONNECTED', payload: {} },
      { type: 'GET_USER', payload: { preferredAccountType: 'smartAccount' } },
    ])
    await switchFrameAccountType(frame.ask, () => {}, 'eoa')
    expect((await readLogin(frame.ask, 'smartAccount')).accountType).toBe('eoa')
  })

  it('sends no default the embedded wallet does not have (payment), and reads nobody when signed out', async () => {
    const frame = smartAccountFrame()
    await readUser(frame.ask, 'payment')
    expect(frame.asked.at(-1)).toEqual({ type: 'GET_USER', payload: {} })
    const signedOut = smartAccountFrame({ signedIn: false })
    expect(await readLogin(signedOut.ask, 'smartAccount')).toEqual({})
    expect(signedOut.asked.map((request) => request.type)).toEqual(['IS_CONNECTED'])
  })
})

describe('switching the account type in the frame', () => {
  it('saves the choice, tells the provider’s listeners the new address, and answers the connection as it now is', async () => {
    const frame = smartAccountFrame({ deployed: true })
    await readLogin(frame.ask, 'smartAccount')
    const heard: string[][] = []
    const account = await switchFrameAccountType(frame.ask, (_, addresses) => heard.push(addresses), 'eoa')
    expect(account).toEqual({
      address: EOA,
      caipNetworkId: 'eip155:31337',
      authName: 'ada@example.com',
      accountType: 'eoa',
      smartAccountDeployed: true,
      smartAccountEnabled: true,
    })
    expect(heard).toEqual([[EOA]])
    expect(frame.asked.slice(-2)).toEqual([
      { type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } },
      { type: 'GET_USER', payload: {} },
    ])
    expect((await switchFrameAccountType(frame.ask, () => {}, 'smartAccount')).address).toBe(SMART)
  })

  it("a refusal rejects with the frame's words and tells no listener", async () => {
    const refusal = 'A smart account is not available in this embedded wallet yet'
    const frame = smartAccountFrame({ refuse: refusal })
    const heard: unknown[] = []
    await expect(
      switchFrameAccountType(frame.ask, (_, addresses) => heard.push(addresses), 'smartAccount'),
    ).rejects.toThrow(refusal)
    expect(heard).toEqual([])
  })
})
