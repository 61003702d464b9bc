// Over-sized operations from a person's own smart account: gas limits and fees the paymaster would pay
// whether used or not (preVerificationGas is charged whole, unused call gas is penalised), and the drain
// again, now signed in: an enormous fee per gas, then handleOps naming oneself beneficiary. Raw HTTP with a
// real session, a real EntryPoint on a real anvil chain whose base fee the services read.
import { parseGwei } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { PAYMASTER_RPC_ERROR_CODES } from '../paymaster/paymasterRpcErrors'
import {
  expectPaymasterRefusal,
  paymasterDataRequest,
  paymasterStubRequest,
  usePaymasterWorld,
  withPaymasterResult,
} from '../testing/usePaymasterWorld'

const CAPS = {
  maxCallGasLimit: 1_000_000,
  maxVerificationGasLimit: 800_000,
  maxPreVerificationGas: 200_000,
  baseFeeMultiplier: 2,
  maxPriorityFeePerGasWei: parseGwei('2').toString(),
}
const TIP_CAP = parseGwei('2')
const world = usePaymasterWorld({ paymaster: CAPS })
const { OPERATION_ABOVE_CAPS } = PAYMASTER_RPC_ERROR_CODES

let person: Awaited<ReturnType<typeof world.signUp>>
const owner = privateKeyToAccount(generatePrivateKey())
beforeAll(async () => {
  person = await world.signUp(owner)
})

const ask = async (operation: UserOperation<'0.8'>, method: 'data' | 'stub' = 'data') =>
  world.askPaymaster(
    (method === 'data' ? paymasterDataRequest : paymasterStubRequest)(
      formatUserOperationRequest(operation),
      world.entryPoint,
    ),
    { token: person.token },
  )

/** The highest fee per gas the route takes now: the chain's base fee × 2 + the tip cap. */
const feeCap = async () => (await world.chain.baseFee()) * 2n + TIP_CAP

describe('attack: gas limits above the caps', () => {
  it.each([
    ['callGasLimit', CAPS.maxCallGasLimit],
    ['verificationGasLimit', CAPS.maxVerificationGasLimit],
    ['preVerificationGas', CAPS.maxPreVerificationGas],
  ] as const)(
    '%s one above its cap (%i) is refused (-32002 GAS_LIMIT_ABOVE_CAP); at the cap it is signed',
    async (field, cap) => {
      const above = await world.operationOf(person.account!, { [field]: BigInt(cap) + 1n })
      expectPaymasterRefusal(await ask(above), {
        code: OPERATION_ABOVE_CAPS,
        dataCode: 'GAS_LIMIT_ABOVE_CAP',
        message: new RegExp(
          `^Operation above the caps: ${field} ${cap + 1} is above this paymaster's cap of ${cap}\\.$`,
        ),
      })
      // the stub is told at once, before the bundler estimates anything
      expectPaymasterRefusal(await ask(above, 'stub'), {
        code: OPERATION_ABOVE_CAPS,
        dataCode: 'GAS_LIMIT_ABOVE_CAP',
      })
      const atCap = await world.operationOf(person.account!, { [field]: BigInt(cap) })
      expect((await ask(atCap)).body.result).toBeDefined()
    },
  )

  it("the paymaster's own gas limits are the service's whatever the request says (the signature covers them)", async () => {
    const operation = await world.operationOf(person.account!, {
      paymasterVerificationGasLimit: 30_000_000n,
      paymasterPostOpGasLimit: 30_000_000n,
    })
    expect((await ask(operation)).body.result).toMatchObject({
      paymasterVerificationGasLimit: '0x186a0',
      paymasterPostOpGasLimit: '0x0',
    })
  })
})

describe('attack: fees above the base fee × 2 + the tip cap', () => {
  it('maxFeePerGas one wei above base fee × 2 + tip cap is refused (-32002 FEE_ABOVE_CAP); at it, signed', async () => {
    const cap = await feeCap()
    const above = await world.operationOf(person.account!, { maxFeePerGas: cap + 1n })
    expectPaymasterRefusal(await ask(above), {
      code: OPERATION_ABOVE_CAPS,
      dataCode: 'FEE_ABOVE_CAP',
      message: new RegExp(
        `^Operation above the caps: maxFeePerGas ${cap + 1n} wei is above what this paymaster pays now \\(${cap} wei: the base fee × 2 plus ${TIP_CAP} wei\\)\\.$`,
      ),
    })
    expect(
      (await ask(await world.operationOf(person.account!, { maxFeePerGas: cap }))).body.result,
    ).toBeDefined()
  })

  it('maxPriorityFeePerGas above the tip cap is refused (FEE_ABOVE_CAP), whatever maxFeePerGas says', async () => {
    const operation = await world.operationOf(person.account!, { maxPriorityFeePerGas: TIP_CAP + 1n })
    expectPaymasterRefusal(await ask(operation), {
      code: OPERATION_ABOVE_CAPS,
      dataCode: 'FEE_ABOVE_CAP',
      message:
        /^Operation above the caps: maxPriorityFeePerGas 2000000001 wei is above this paymaster's tip cap of 2000000000 wei\.$/,
    })
  })

  it('the drain, signed in: 10,000 gwei per gas on their own account, then handleOps to oneself: refused (FEE_ABOVE_CAP), 0 wei moved', async () => {
    const before = await world.chain.deposit()
    const fee = parseGwei('10000')
    const operation = await world.operationOf(person.account!, {
      preVerificationGas: 150_000n,
      maxFeePerGas: fee,
      maxPriorityFeePerGas: fee,
    })
    const answer = await ask(operation)
    if ('result' in answer.body) {
      const wallet = await world.chain.fundedWallet(owner)
      await world.chain.handleOps(
        wallet,
        person.account!,
        withPaymasterResult(operation, answer.body.result),
        owner.address,
      )
    }
    expect(before - (await world.chain.deposit())).toBe(0n)
    expectPaymasterRefusal(answer, { code: OPERATION_ABOVE_CAPS, dataCode: 'FEE_ABOVE_CAP' })
  })
})
