/**
 * One JSON-RPC call to a devnet node (anvil or Surfpool), its error message thrown as an Error.
 *
 * @example const balance = await callDevnetRpc<string>(rpcUrl, 'eth_getBalance', [address, 'latest'])
 */
export async function callDevnetRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`${method} failed: HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message?: string } }
  if (body.error) throw new Error(`${method} failed: ${body.error.message ?? 'unknown error'}`)
  return body.result as T
}
