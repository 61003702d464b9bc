/** `ipfs://<CID>[/path]`. */
const IPFS_URL = /^ipfs:\/\/[A-Za-z0-9]{10,128}(\/[^\s]*)?$/
/** An inline image: `data:image/<type>[;params],<data>`. */
const DATA_IMAGE_URL = /^data:image\/[A-Za-z0-9.+-]+(;[A-Za-z0-9=.+-]+)*,/

/**
 * Whether a value may be a name's `avatar`: an https URL, an `ipfs://` URL or a `data:image/…` URL. Clients
 * put the avatar in an `<img>` on their pages, so no script-capable or cleartext scheme gets in.
 *
 * @example
 * isAvatarUrl('https://a.example/a.png') // true
 * isAvatarUrl('javascript:alert(1)') // false
 */
export function isAvatarUrl(value: string): boolean {
  if (IPFS_URL.test(value) || DATA_IMAGE_URL.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && value.startsWith('https://')
  } catch {
    return false
  }
}
