import { decodeAbiParameters, type Hex, recoverMessageAddress, size, slice } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { getPaymasterHash, type PaymasterUserOperation } from './getPaymasterHash'
import { signPaymasterData } from './signPaymasterData'

// A fixed test key (anvil's mnemonic at index 13, the devnet's paymaster signer): public, never for real funds.
const signer = privateKeyToAccount('0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd')

const userOperation: PaymasterUserOperation = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: 3n,
  factory: '0x207446CDf7FB4f25E4ad118517032677462c6358',
  factoryData: '0xf14ddffc',
  callData: '0xb61d27f6',
  callGasLimit: 50_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 48_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterVerificationGasLimit: 40_000n,
  paymasterPostOpGasLimit: 0n,
}
const request = {
  chainId: 31337,
  paymaster: '0xEceB012b983d7f6e3DFB56B56dc91bbEb722C644' as const,
  userOperation,
  validUntil: 1_900_000_000,
  validAfter: 1_700_000_000,
}

describe('signPaymasterData', () => {
  it("is abi.encode(validUntil, validAfter) then the signer's EIP-191 signature over getPaymasterHash", async () => {
    const data = await signPaymasterData({ ...request, signer })
    expect(size(data)).toBe(64 + 65)
    expect(decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], slice(data, 0, 64))).toEqual([
      request.validUntil,
      request.validAfter,
    ])
    const recovered = await recoverMessageAddress({
      message: { raw: getPaymasterHash(request) },
      signature: slice(data, 64) as Hex,
    })
    expect(recovered).toBe(signer.address)
  })

  it('approves one operation on one chain for one paymaster: its gas limits, fees, chain and window change the hash', () => {
    const hash = getPaymasterHash(request)
    const changed = [
      { ...request, chainId: 31338 },
      { ...request, paymaster: '0x2222222222222222222222222222222222222222' as const },
      { ...request, validUntil: request.validUntil + 1 },
      { ...request, userOperation: { ...userOperation, paymasterVerificationGasLimit: 40_001n } },
      { ...request, userOperation: { ...userOperation, maxFeePerGas: 2_000_000_001n } },
      { ...request, userOperation: { ...userOperation, factoryData: '0xf14ddffd' as const } },
    ]
    for (const other of changed) expect(getPaymasterHash(other)).not.toBe(hash)
    // A missing field counts as zero, as the operation is packed.
    expect(
      getPaymasterHash({
        ...request,
        userOperation: { ...userOperation, paymasterPostOpGasLimit: undefined },
      }),
    ).toBe(hash)
  })
})
