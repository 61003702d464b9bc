// A padlock whose shackle is open (a latch), drawn for this project: 96×96, square, as EIP-6963 asks.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#14213d"/><path d="M34 44V32a14 14 0 0 1 27-5" fill="none" stroke="#fca311" stroke-width="8" stroke-linecap="round"/><rect x="24" y="44" width="48" height="34" rx="7" fill="#fca311"/><circle cx="48" cy="58" r="5" fill="#14213d"/><rect x="45.5" y="60" width="5" height="10" rx="2.5" fill="#14213d"/></svg>`

/** The wallet's icon as a data URI (EIP-6963 `info.icon`). */
export const DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}`

/** The same icon base64-encoded, the only data URI form wallet-standard's `Wallet.icon` accepts. */
export const DEV_WALLET_ICON_BASE64 = `data:image/svg+xml;base64,${btoa(svg)}` as const
