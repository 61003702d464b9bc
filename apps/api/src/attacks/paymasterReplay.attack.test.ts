// Replaying an approval: a person gets one operation signed honestly, then sends that approval where it was
// not meant for: on the devnet's other chain (the same paymaster, EntryPoint and account addresses there),
// a second time on its own chain, and after its 10-minute window. Each time handleOps goes straight to the
// EntryPoint, naming the person beneficiary. Real EntryPoints on two anvil chains.
import { toDevnetSmartAccount } from '@latch/devnet'
import { BaseError, ContractFunctionRevertedError, createTestClient, http } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPONSORSHIP_VALIDITY_SECONDS } from '../paymaster/sponsorshipPolicy'
import { type PaymasterChain, startPaymasterChain } from '../testing/startPaymasterChain'
import { paymasterDataRequest, usePaymasterWorld, withPaymasterResult } from '../testing/usePaymasterWorld'

const world = usePaymasterWorld()
let other: PaymasterChain
beforeAll(async () => {
  other = await startPaymasterChain(31338)
}, 60_000)
afterAll(() => other?.stop())

/** The EntryPoint's refusal (`FailedOp(opIndex, reason)`), or the receipt's status when it went through. */
const outcomeOf = (sent: Promise<{ status: string }>) =>
  sent.then(
    (receipt) => receipt.status,
    (error: unknown) => {
      const reverted =
        error instanceof BaseError
          ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
          : null
      if (!(reverted instanceof ContractFunctionRevertedError)) throw error
      return `${reverted.data?.errorName}: ${reverted.data?.args?.[1]}`
    },
  )

/** A signed-in person's operation with the route's approval, and the wallet they send from. */
async function approvedOperation() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const person = await world.signUp(owner)
  const operation = await world.operationOf(person.account!)
  const answer = await world.askPaymaster(
    paymasterDataRequest(formatUserOperationRequest(operation), world.entryPoint),
    { token: person.token },
  )
  const approved: UserOperation<'0.8'> = withPaymasterResult(operation, answer.body.result)
  return { owner, person, account: person.account!, approved, wallet: await world.chain.fundedWallet(owner) }
}

describe('attack: an approval replayed where it was not given', () => {
  it('on the other chain (same paymaster, EntryPoint and account addresses) it is refused (AA34: the hash binds the chain id): 0 wei moved there', async () => {
    const { owner, approved } = await approvedOperation()
    const account = await toDevnetSmartAccount(other.client, owner)
    expect(account.address).toBe(approved.sender)
    expect(other.contracts.paymasterAddress).toBe(approved.paymaster)
    const before = await other.deposit()
    const outcome = await outcomeOf(
      other.handleOps(await other.fundedWallet(owner), account, approved, owner.address),
    )
    expect({ outcome, moved: before - (await other.deposit()) }).toEqual({
      outcome: 'FailedOp: AA34 signature error',
      moved: 0n,
    })
  })

  it('twice on its own chain: the first lands, the second is refused (AA10 while it deploys the account, AA25 after: the nonce is spent), the deposit pays once each', async () => {
    const { owner, account, approved, wallet, person } = await approvedOperation()
    const send = (operation: UserOperation<'0.8'>) =>
      outcomeOf(world.chain.handleOps(wallet, account, operation, owner.address))
    const before = await world.chain.deposit()
    expect(await send(approved)).toBe('success')
    const first = before - (await world.chain.deposit())
    expect(await send(approved)).toBe('FailedOp: AA10 sender already constructed')
    expect(before - (await world.chain.deposit())).toBe(first)

    const next = await world.operationOf(account)
    const answer = await world.askPaymaster(
      paymasterDataRequest(formatUserOperationRequest(next), world.entryPoint),
      { token: person.token },
    )
    const again = withPaymasterResult(next, answer.body.result)
    expect(await send(again)).toBe('success')
    const both = before - (await world.chain.deposit())
    expect(await send(again)).toBe('FailedOp: AA25 invalid account nonce')
    expect(before - (await world.chain.deposit())).toBe(both)
  })

  it(`after its window (${SPONSORSHIP_VALIDITY_SECONDS} s) it is refused (AA32: expired): 0 wei moved`, async () => {
    const { owner, account, approved, wallet } = await approvedOperation()
    const anvil = createTestClient({ mode: 'anvil', transport: http(world.chain.rpcUrl) })
    await anvil.increaseTime({ seconds: SPONSORSHIP_VALIDITY_SECONDS + 1 })
    await anvil.mine({ blocks: 1 })
    const before = await world.chain.deposit()
    const outcome = await outcomeOf(world.chain.handleOps(wallet, account, approved, owner.address))
    expect({ outcome, moved: before - (await world.chain.deposit()) }).toEqual({
      outcome: 'FailedOp: AA32 paymaster expired or not due',
      moved: 0n,
    })
  })
})
