// Sponsorship for what is not one's own: a person signed in to the embedded wallet (anyone can sign up with
// an email) asks the paymaster to pay for another person's smart account, for an account of a factory of
// their own (whose accounts can be made to validate anything and burn the gas), or for the right factory
// deploying someone else's account. Raw HTTP with a real session, on a real chain.
import { devnetSmartAccountSalt, toDevnetSmartAccount } from '@latch/devnet'
import { encodeFunctionData, parseAbi } from 'viem'
import { entryPoint08Abi, formatUserOperationRequest, toSoladySmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { PAYMASTER_RPC_ERROR_CODES } from '../paymaster/paymasterRpcErrors'
import { deployAccountFactory } from '../testing/deployAccountFactory'
import {
  expectPaymasterRefusal,
  paymasterDataRequest,
  paymasterStubRequest,
  usePaymasterWorld,
} from '../testing/usePaymasterWorld'

const world = usePaymasterWorld()
const { SPONSORSHIP_DENIED } = PAYMASTER_RPC_ERROR_CODES
const newOwner = () => privateKeyToAccount(generatePrivateKey())
const factoryAbi = parseAbi(['function createAccount(address owner, bytes32 salt) returns (address)'])

const ask = async (
  method: 'data' | 'stub',
  operation: Parameters<typeof formatUserOperationRequest>[0],
  token: string,
) =>
  world.askPaymaster(
    (method === 'data' ? paymasterDataRequest : paymasterStubRequest)(
      formatUserOperationRequest(operation),
      world.entryPoint,
    ),
    { token },
  )

describe('attack: sponsorship for an account that is not the session’s own', () => {
  it("a person's own smart account (the configured factory, their wallet as owner) is sponsored: the refusals below are about whose account it is", async () => {
    const { token, account } = await world.signUp(newOwner())
    const answer = await ask('data', await world.operationOf(account!), token)
    expect(answer.body.result).toMatchObject({ paymaster: world.chain.contracts.paymasterAddress })
  })

  it("another person's smart account is refused (-32001 SENDER_NOT_ALLOWED), stub and data alike", async () => {
    const victim = await world.signUp(newOwner())
    const attacker = await world.signUp(newOwner())
    const operation = await world.operationOf(victim.account!)
    for (const method of ['data', 'stub'] as const) {
      expectPaymasterRefusal(await ask(method, operation, attacker.token), {
        code: SPONSORSHIP_DENIED,
        dataCode: 'SENDER_NOT_ALLOWED',
        message: /^Sponsorship denied: this paymaster pays only for the signed-in person's own smart account/,
      })
    }
  })

  it('any other sender (an EOA, a deployed contract) is refused (SENDER_NOT_ALLOWED)', async () => {
    const attacker = await world.signUp(newOwner())
    const own = await world.operationOf(attacker.account!)
    const { factory: _, factoryData: __, ...deployedShape } = own
    for (const sender of [newOwner().address, world.entryPoint]) {
      expectPaymasterRefusal(await ask('data', { ...deployedShape, sender }, attacker.token), {
        code: SPONSORSHIP_DENIED,
        dataCode: 'SENDER_NOT_ALLOWED',
      })
    }
  })

  it("an account of the attacker's own factory (a foreign initCode) is refused (-32001 FACTORY_NOT_ALLOWED)", async () => {
    const owner = newOwner()
    const attacker = await world.signUp(owner)
    const { factoryAddress } = await deployAccountFactory(world.chain.client, world.chain.rpcUrl)
    const foreign = await toSoladySmartAccount({
      client: world.chain.client,
      owner,
      factoryAddress,
      salt: devnetSmartAccountSalt(owner.address),
      entryPoint: { abi: entryPoint08Abi, address: world.entryPoint, version: '0.8' },
    })
    expectPaymasterRefusal(await ask('data', await world.operationOf(foreign), attacker.token), {
      code: SPONSORSHIP_DENIED,
      dataCode: 'FACTORY_NOT_ALLOWED',
      message: /^Sponsorship denied: a new account must come from this paymaster's account factory/,
    })
    // …even named with the session's own sender: the initCode is what is refused.
    const own = await world.operationOf(attacker.account!)
    const { factory, factoryData } = await foreign.getFactoryArgs()
    expectPaymasterRefusal(await ask('stub', { ...own, factory, factoryData }, attacker.token), {
      code: SPONSORSHIP_DENIED,
      dataCode: 'FACTORY_NOT_ALLOWED',
    })
  })

  it("the configured factory deploying another owner's account for the session's sender is refused (FACTORY_NOT_ALLOWED)", async () => {
    const attacker = await world.signUp(newOwner())
    const other = newOwner().address
    const own = await world.operationOf(attacker.account!)
    const factoryData = encodeFunctionData({
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [other, devnetSmartAccountSalt(other)],
    })
    expectPaymasterRefusal(await ask('data', { ...own, factoryData }, attacker.token), {
      code: SPONSORSHIP_DENIED,
      dataCode: 'FACTORY_NOT_ALLOWED',
    })
  })

  it("a session of one project is no session on another project's paymaster: its budget cannot be charged (SESSION_REQUIRED)", async () => {
    const { token, account } = await world.signUp(newOwner())
    const other = await world.api.createProject({ name: 'another project' })
    const operation = formatUserOperationRequest(await world.operationOf(account!))
    const answer = await world.askPaymaster(paymasterDataRequest(operation, world.entryPoint), {
      token,
      projectId: other.id,
    })
    expectPaymasterRefusal(answer, { code: SPONSORSHIP_DENIED, dataCode: 'SESSION_REQUIRED' })
  })

  it('a signed-in person without an embedded wallet yet has no smart account to sponsor (WALLET_REQUIRED)', async () => {
    const { token } = await world.signUp(newOwner(), { wallet: false })
    const someone = await toDevnetSmartAccount(world.chain.client, newOwner())
    expectPaymasterRefusal(await ask('data', await world.operationOf(someone), token), {
      code: SPONSORSHIP_DENIED,
      dataCode: 'WALLET_REQUIRED',
    })
  })
})
