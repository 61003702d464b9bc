// @latch/siwx: sign in with the wallet (CAIP-122 / EIP-4361), for the browser and for a host's server.
export * from './errors'
export { createSiwxMessage } from './message/createSiwxMessage'
export { generateSiwxNonce } from './message/generateSiwxNonce'
export { parseSiwxMessage } from './message/parseSiwxMessage'
export type { SiwxMessage } from './message/siwxMessage'
export { isHighS, verifyEip155Signature } from './verify/verifyEip155Signature'
export { type VerifySiwxMessageParameters, verifySiwxMessage } from './verify/verifySiwxMessage'
