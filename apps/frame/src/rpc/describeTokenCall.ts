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
 * described by the call itself; any other call data: undefined.
 *
 * @example await describeTokenCall(rpcUrl, { to: lusd, data: transferData }) // 'Sends 10 LUSD to 0x6021… (token 0x700b…)'
 */
export async function describeTokenCall(
  rpcUrl: string,
  call: { to: Address; data: Hex },
): Promise<string | undefined> {
  let decoded: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data: call.data })
  } catch {
    return undefined
  }
  if (!['transfer', 'approve', 'transferFrom'].includes(decoded.functionName)) return undefined
  const token = await readToken(rpcUrl, call.to)
  const args = decoded.args as readonly (Address | bigint)[]
  if (!token) return `Calls ${decoded.functionName}(${args.join(', ')}) on ${call.to}`
  const amount = (value: bigint) => `${formatUnits(value, token.decimals)} ${token.symbol}`
  const [first, second, third] = args
  const of = `(token ${call.to})`
  switch (decoded.functionName) {
    case 'transfer':
      return `Sends ${amount(second as bigint)} to ${first} ${of}`
    case 'approve':
      return second === maxUint256
        ? `Allows ${first} to spend all your ${token.symbol} ${of}`
        : `Allows ${first} to spend ${amount(second as bigint)} ${of}`
    default:
      return `Moves ${amount(third as bigint)} from ${first} to ${second} ${of}`
  }
}
