import { type Address, formatUnits, type Hex } from 'viem'
import { type FrameChain, nativeCurrencyOf } from '../chains/frameChain'
import { type FrameText, phrase } from '../i18n/phrase'
import type { ApprovalLine } from './approvalQueue'
import { describeTokenCall } from './describeTokenCall'

/** One call as the approval screen shows it. */
export interface ApprovalCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** What callLines needs of the chain: its RPC endpoint (token reads) and its native currency (values). */
export type CallLinesChain = Pick<FrameChain, 'rpcUrl' | 'nativeCurrency'>

/**
 * A call's lines on the approval screen, for every account: recipient, value in the chain's native currency,
 * what a token call does in the token's units (describeTokenCall), and the data as it will be sent.
 *
 * @example await callLines({ to, value: 10n ** 18n }, chain) // in English: ['To: 0x…', 'Value: 1 ETH', 'Data: 0x']
 */
export async function callLines(call: ApprovalCall, chain: CallLinesChain): Promise<FrameText[]> {
  const token = call.data
    ? await describeTokenCall(chain.rpcUrl, { to: call.to, data: call.data })
    : undefined
  return [
    phrase('line.to', { address: call.to }),
    valueLine(call.value ?? 0n, chain),
    ...(token ? [token] : []),
    phrase('line.data', { data: call.data ?? '0x' }),
  ]
}

/**
 * The value line of a call or transaction, in the chain's native currency (the frame's chain config; ETH
 * when it names none).
 *
 * @example valueLine(10n ** 18n, chain) // in English: 'Value: 1 ETH', or 'Value: 1 POL' on Polygon
 */
export const valueLine = (value: bigint, chain: Pick<FrameChain, 'nativeCurrency'>) => {
  const { symbol, decimals } = nativeCurrencyOf(chain)
  return phrase('line.value', { amount: `${formatUnits(value, decimals)} ${symbol}` })
}

/**
 * The first line of typed data to sign: the domain's name (the frame's 'Unnamed domain' without one) and the
 * primary type.
 *
 * @example typedDataLine('Permit2', 'PermitSingle') // in English: 'Permit2: PermitSingle'
 */
export const typedDataLine = (domainName: string | undefined, primaryType: unknown) =>
  phrase('line.typedData', {
    domain: domainName ?? phrase('line.unnamedDomain'),
    type: String(primaryType),
  })

/**
 * A batch's lines: each call's, numbered ('1. To: …', then its other lines indented).
 *
 * @example await numberedCallLines([first, second], chain) // ['1. To: 0x…', '   Value: 0 ETH', …, '2. To: 0x…', …]
 */
export async function numberedCallLines(
  calls: readonly ApprovalCall[],
  chain: CallLinesChain,
): Promise<ApprovalLine[]> {
  const lines = await Promise.all(calls.map((call) => callLines(call, chain)))
  return lines.flatMap((each, index) =>
    each.map((text, at) => ({ prefix: at === 0 ? `${index + 1}. ` : '   ', text })),
  )
}
