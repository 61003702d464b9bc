import { FrameChannelError } from '@latch/frame-protocol'

/** -32602: the request's params are missing or malformed; `reason` says what the method wants. */
export const invalidParams = (reason: string) =>
  new FrameChannelError('FRAME_REQUEST_FAILED', `Invalid params: ${reason}`, { rpcCode: -32602 })

/** 4200: a listed method the embedded wallet cannot do (yet). */
export const unsupported = (method: string) =>
  new FrameChannelError('FRAME_REQUEST_FAILED', `The embedded wallet does not support ${method} yet`, {
    rpcCode: 4200,
  })

/** 4100: the request names a signer that is not this wallet's account. */
export const notThisWallet = () =>
  new FrameChannelError('FRAME_REQUEST_FAILED', 'The address is not this wallet’s', { rpcCode: 4100 })

/** 4100: a sign-in message (CAIP-122 / EIP-4361) names a domain that is not the page's verified origin. */
export const foreignSignIn = (domain: string) =>
  new FrameChannelError(
    'FRAME_REQUEST_FAILED',
    `The sign-in message is for ${domain.slice(0, 64)}, not for this site`,
    { rpcCode: 4100 },
  )
