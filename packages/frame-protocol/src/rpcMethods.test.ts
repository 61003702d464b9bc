import { describe, expect, it } from 'vitest'
import { isAllowedRpcMethod, isSafeRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods'

describe('spec §6: safe and unsafe methods', () => {
  it('read-only RPC methods are safe', () => {
    for (const method of [
      'eth_chainId',
      'eth_call',
      'eth_getBalance',
      'eth_accounts',
      'wallet_getCapabilities',
    ])
      expect(isSafeRpcMethod(method)).toBe(true)
  })

  it('the unsafe methods are personal_sign, eth_signTypedData_v4, eth_sendTransaction, Solana signing methods, wallet_sendCalls, permission grant and revoke, and user operation send', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]) {
      expect(isAllowedRpcMethod(method)).toBe(true)
      expect(isSafeRpcMethod(method)).toBe(false)
    }
  })

  it('no method is both, and anything unlisted is not allowed', () => {
    expect(
      SAFE_RPC_METHODS.filter((method) => (UNSAFE_RPC_METHODS as readonly string[]).includes(method)),
    ).toEqual([])
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'personal_ecRecover',
      'toString',
      '__proto__',
      1,
      null,
    ])
      expect(isAllowedRpcMethod(method)).toBe(false)
  })
})
