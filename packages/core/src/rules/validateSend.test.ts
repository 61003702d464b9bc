import { describe, expect, it } from 'vitest'
import { SendValidationError } from '../errors/send'
import { LUSD_ADDRESS, tokenBalance } from '../test-support/tokens'
import { maxSendAmount } from './maxSendAmount'
import { parseSendAmount } from './parseSendAmount'
import { type ValidateSendParameters, validateSend } from './validateSend'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = tokenBalance({ numeric: '2.5' })
const lusd = tokenBalance({
  symbol: 'LUSD',
  name: 'Latch USD',
  decimals: '6',
  numeric: '1000',
  address: LUSD_ADDRESS,
})
const valid: ValidateSendParameters = { namespace: 'eip155', token: lusd, amount: '1.5', receiver: RECEIVER }

function refusal(parameters: Partial<ValidateSendParameters>): { reason: string; message: string } {
  try {
    validateSend({ ...valid, ...parameters })
  } catch (error) {
    if (!(error instanceof SendValidationError)) throw error
    return { reason: error.reason, message: error.shortMessage }
  }
  throw new Error('expected a refusal')
}

describe('validateSend', () => {
  it('a valid form: the amount in the token units and the receiver', () => {
    expect(validateSend(valid)).toEqual({ token: lusd, value: 1_500_000n, to: RECEIVER })
  })

  it.each([
    [{ amount: '' }],
    [{ receiver: '' }],
    [{ amount: '  ', receiver: '' }],
    [{ amount: '', token: undefined }],
  ])(
    "Send requires an amount and receiver address: %j gives 'An amount and receiver address are required'",
    (input) => {
      expect(refusal(input)).toEqual({
        reason: 'missing-amount-or-receiver',
        message: 'An amount and receiver address are required',
      })
    },
  )

  it("Send requires a token ('A token is required'), checked after the amount and receiver", () => {
    expect(refusal({ token: undefined, amount: 'abc' })).toEqual({
      reason: 'missing-token',
      message: 'A token is required',
    })
  })

  it("Send runs on eip155, solana, bip122 and polkadot: cosmos gives 'Unsupported chain'", () => {
    expect(refusal({ namespace: 'cosmos' })).toEqual({
      reason: 'unsupported-chain',
      message: 'Unsupported chain',
    })
  })

  it.each(['abc', '1,5', '-1', '+1', '1e3', '1.2.3', '0x10', '.', ' 1 2'])(
    "a malformed amount %j is refused with 'Enter a valid amount' before the wallet is asked",
    (amount) => {
      expect(refusal({ amount })).toEqual({ reason: 'invalid-amount', message: 'Enter a valid amount' })
    },
  )

  it.each(['0', '0.000', '.0'])('a zero amount %j is refused', (amount) => {
    expect(refusal({ amount })).toEqual({
      reason: 'invalid-amount',
      message: 'Enter an amount greater than 0',
    })
  })

  it("the token's decimals are respected: 7 decimals for LUSD (6) are refused", () => {
    expect(refusal({ amount: '1.0000001' })).toEqual({
      reason: 'too-many-decimals',
      message: 'Too many decimal places for LUSD (6)',
    })
    expect(validateSend({ ...valid, amount: '1.000001' }).value).toBe(1_000_001n)
  })

  it("an amount over the balance gives 'Insufficient balance'; exactly the balance passes", () => {
    expect(refusal({ amount: '1000.000001' })).toEqual({
      reason: 'insufficient-balance',
      message: 'Insufficient balance',
    })
    expect(validateSend({ ...valid, amount: '1000' }).value).toBe(1_000_000_000n)
  })

  it('for the native token the known fee counts against the balance', () => {
    const native = { ...valid, token: eth, amount: '2.5' }
    expect(validateSend(native).value).toBe(2_500_000_000_000_000_000n)
    expect(refusal({ ...native, fee: 1n })).toMatchObject({ reason: 'insufficient-balance' })
  })

  it.each(['0x123', 'alice', 'alice.latch.local', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'])(
    "a receiver %j that is neither an EVM address nor a resolved name gives 'Invalid receiver address'",
    (receiver) => {
      expect(refusal({ receiver })).toEqual({
        reason: 'invalid-receiver',
        message: 'Invalid receiver address',
      })
    },
  )

  it('EVM address: optional 0x plus 40 hex; a resolved name sends to its address', () => {
    expect(validateSend({ ...valid, receiver: RECEIVER.slice(2) }).to).toBe(RECEIVER.slice(2))
    expect(validateSend({ ...valid, receiver: 'alice.latch.local', receiverAddress: RECEIVER }).to).toBe(
      RECEIVER,
    )
  })

  it("Bitcoin and Polkadot: their own address shapes, and not each other's", () => {
    const btc = tokenBalance({
      symbol: 'BTC',
      decimals: '8',
      numeric: '1',
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    const dot = tokenBalance({
      symbol: 'ROC',
      decimals: '12',
      numeric: '5',
      chainId: 'polkadot:45454545454545454545454545454545',
    })
    const bitcoinReceiver = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const polkadotReceiver = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    expect(
      validateSend({ namespace: 'bip122', token: btc, amount: '0.5', receiver: bitcoinReceiver }),
    ).toEqual({
      token: btc,
      value: 50_000_000n,
      to: bitcoinReceiver,
    })
    expect(
      validateSend({ namespace: 'polkadot', token: dot, amount: '1', receiver: polkadotReceiver }).value,
    ).toBe(1_000_000_000_000n)
    expect(
      refusal({ namespace: 'bip122', token: btc, amount: '0.5', receiver: polkadotReceiver }),
    ).toMatchObject({
      reason: 'invalid-receiver',
    })
    expect(
      refusal({ namespace: 'polkadot', token: dot, amount: '1', receiver: bitcoinReceiver }),
    ).toMatchObject({
      reason: 'invalid-receiver',
    })
  })

  it('Solana address: 32 to 44 base58 characters', () => {
    const sol = tokenBalance({ symbol: 'SOL', decimals: '9', numeric: '3', chainId: 'solana:devnet' })
    const receiver = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(validateSend({ namespace: 'solana', token: sol, amount: '1', receiver }).to).toBe(receiver)
    expect(refusal({ namespace: 'solana', token: sol, amount: '1', receiver: RECEIVER })).toMatchObject({
      reason: 'invalid-receiver',
    })
  })
})

describe('parseSendAmount', () => {
  it('reads a plain decimal into the token units in string math, beyond float precision', () => {
    expect(parseSendAmount('1.5', lusd)).toBe(1_500_000n)
    expect(parseSendAmount('.5', lusd)).toBe(500_000n)
    expect(parseSendAmount('2.', lusd)).toBe(2_000_000n)
    expect(parseSendAmount('123456789.123456789123456789', eth)).toBe(123456789123456789123456789n)
  })
})

describe('maxSendAmount', () => {
  it('max is the full balance of a token', () => {
    expect(maxSendAmount(lusd, 10n ** 18n)).toBe('1000')
  })

  it('for the native token: the balance minus the estimated fee when known, never below 0', () => {
    expect(maxSendAmount(eth)).toBe('2.5')
    expect(maxSendAmount(eth, 21_000_000_000_000n)).toBe('2.499979')
    expect(maxSendAmount(eth, 3n * 10n ** 18n)).toBe('0')
  })
})
