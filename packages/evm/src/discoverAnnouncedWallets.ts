import * as z from 'zod/mini'
import { type Eip1193Provider, isEip1193Provider } from './isEip1193Provider'
import { warnInDevelopment } from './warnInDevelopment'

/** Longer names are cut: any page script can announce, and a name is drawn in the modal as is. */
export const MAX_WALLET_NAME_LENGTH = 64
/** Larger icon data URIs (32 KiB) are dropped: they are held per wallet and drawn on every open. */
export const MAX_WALLET_ICON_LENGTH = 32 * 1024

const text = z.string().check(z.minLength(1))

const announcementSchema = z.object({
  info: z.object({
    uuid: text,
    // code points, so a cut never splits an emoji
    name: z.pipe(
      text,
      z.transform((name) => Array.from(name).slice(0, MAX_WALLET_NAME_LENGTH).join('')),
    ),
    // EIP-6963: the icon MUST be a data URI, so rendering it never reaches the network.
    icon: z.pipe(
      z.string().check(z.startsWith('data:image/')),
      z.transform((icon) => (icon.length > MAX_WALLET_ICON_LENGTH ? undefined : icon)),
    ),
    rdns: text,
  }),
  provider: z.custom<Eip1193Provider>(isEip1193Provider),
})

/** A wallet that announced itself through EIP-6963; `icon` is gone when it was too large. */
export type AnnouncedWallet = z.output<typeof announcementSchema>

/**
 * Listens for EIP-6963 announcements on `target`, then asks every wallet to announce itself.
 * Announcements with a malformed `info` or without a `request` function are ignored. The first
 * announcement per rdns wins: any script on the page can announce, so a later one with the same
 * rdns and another provider (a look-alike taking over a known wallet's entry) is ignored and
 * reported in development builds; a wallet announcing itself again is ignored quietly. Names are
 * cut to MAX_WALLET_NAME_LENGTH characters, icons over MAX_WALLET_ICON_LENGTH are dropped.
 * Returns a function that stops listening.
 *
 * @example
 * const stop = discoverAnnouncedWallets(window, (wallet) => console.log(wallet.info.rdns))
 */
export function discoverAnnouncedWallets(
  target: EventTarget,
  onAnnounce: (wallet: AnnouncedWallet) => void,
): () => void {
  const providers = new Map<string, Eip1193Provider>()
  const listener = (event: Event) => {
    const result = announcementSchema.safeParse(Reflect.get(event, 'detail'))
    if (!result.success) return
    const { info, provider } = result.data
    const first = providers.get(info.rdns)
    if (first) {
      if (first !== provider) {
        warnInDevelopment(
          `Latch: a second wallet announced rdns '${info.rdns}' (EIP-6963); it is ignored and the first one is kept.`,
        )
      }
      return
    }
    providers.set(info.rdns, provider)
    onAnnounce(result.data)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
