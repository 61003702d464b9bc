/**
 * The purpose of a wallet address that does not say its own: Taproot (witness v1, bech32m `…1p…`) holds
 * ordinals, as Xverse's and Leather's split do; any other type pays.
 *
 * @example
 * toAddressPurpose('bc1p33wm0auhr9kkahzd6l0kqj85af4cswn276hsxg6zpz85xe2r0y8syx4e5t') // 'ordinals'
 */
export function toAddressPurpose(address: string): 'payment' | 'ordinals' {
  return /^[a-z]{2,4}1p/.test(address) ? 'ordinals' : 'payment'
}
