/**
 * The services' ERC-7677 paymaster route for one chain (`POST {apiUrl}/v1/paymaster/{chainId}?projectId=…`),
 * which sponsors the frame's user operations on the operator's chains.
 *
 * @example paymasterUrl({ apiUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo' }, 31337)
 * // 'http://127.0.0.1:8787/v1/paymaster/31337?projectId=latch-demo'
 */
export function paymasterUrl(services: { apiUrl: string; projectId: string }, chainId: number): string {
  const base = services.apiUrl.endsWith('/') ? services.apiUrl : `${services.apiUrl}/`
  const url = new URL(`v1/paymaster/${chainId}`, base)
  url.searchParams.set('projectId', services.projectId)
  return url.toString()
}
