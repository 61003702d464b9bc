import * as z from 'zod/mini'
import { type Eip1193Provider, isEip1193Provider } from './isEip1193Provider'

const text = z.string().check(z.minLength(1))

const announcementSchema = z.object({
  info: z.object({
    uuid: text,
    name: text,
    // EIP-6963: the icon MUST be a data URI, so rendering it never reaches the network.
    icon: z.string().check(z.startsWith('data:image/')),
    rdns: text,
  }),
  provider: z.custom<Eip1193Provider>(isEip1193Provider),
})

/** A wallet that announced itself through EIP-6963. */
export type AnnouncedWallet = z.infer<typeof announcementSchema>

/**
 * Listens for EIP-6963 announcements on `target`, then asks every wallet to announce itself.
 * Announcements with a malformed `info` or without a `request` function are ignored.
 * Returns a function that stops listening.
 *
 * @example
 * const stop = discoverAnnouncedWallets(window, (wallet) => console.log(wallet.info.rdns))
 */
export function discoverAnnouncedWallets(
  target: EventTarget,
  onAnnounce: (wallet: AnnouncedWallet) => void,
): () => void {
  const listener = (event: Event) => {
    const result = announcementSchema.safeParse(Reflect.get(event, 'detail'))
    if (result.success) onAnnounce(result.data)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
