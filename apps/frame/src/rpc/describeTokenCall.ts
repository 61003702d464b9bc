import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  maxUint256,
} from 'viem'
import { type Phrase, phrase } from '../i18n/phrase'

// A token's symbol comes from a contract anyone can write: only a short plain word is shown as one.
const PLAIN_SYMBOL = /^[\p{L}\p{N}$._-]{1,12}$/u

/** The token's symbol and decimals as its contract answers them; undefined when it does not, or answers oddly. */
async function readToken(
  rpcUrl: string,
  token: Address,
): Promise<{ symbol: string; decimals: number } | undefined> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return PLAIN_SYMBOL.test(symbol) && decimals <= 36 ? { symbol, decimals } : undefined
  } catch {
    return undefined
  }
}

/**
 * What an ERC-20 `transfer`, `approve` or `transferFrom` call does, in the token's own units and symbol read
 * from the chain, so the person approves "Sends 10 LUSD to 0x…" rather than call data. The token's address
 * is always named (its symbol is its contract's say). A contract that does not answer as a token is
 * described by the call itself; any other call data: undefined. The words are a phrase of the frame's
 * catalogue; the amounts, symbol and addresses its data.
 *
 * @example await describeTokenCall(rpcUrl, { to: lusd, data: transferData }) // in English: 'Sends 10 LUSD to 0x6021… (token 0x700b…)'
 */
export async function describeTokenCall(
  rpcUrl: string,
  call: { to: Address; data: Hex },
): Promise<Phrase | undefined> {
  let decoded: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data: call.data })
  } catch {
    return undefined
  }
  if (!['transfer', 'approve', 'transferFrom'].includes(decoded.functionName)) return undefined
  const token = await readToken(rpcUrl, call.to)
  const args = decoded.args as readonly (Address | bigint)[]
  if (!token)
    return phrase('token.calls', { call: `${decoded.functionName}(${args.join(', ')})`, token: call.to })
  const amount = (value: bigint) => `${formatUnits(value, token.decimals)} ${token.symbol}`
  const [first, second, third] = args
  const address = (value: Address | bigint | undefined) => String(value)
  switch (decoded.functionName) {
    case 'transfer':
      return phrase('token.sends', { amount: amount(second as bigint), to: address(first), token: call.to })
    case 'approve':
      return second === maxUint256
        ? phrase('token.allowsAll', { spender: address(first), symbol: token.symbol, token: call.to })
        : phrase('token.allows', {
            spender: address(first),
            amount: amount(second as bigint),
            token: call.to,
          })
    default:
      return phrase('token.moves', {
        amount: amount(third as bigint),
        from: address(first),
        to: address(second),
        token: call.to,
      })
  }
}
