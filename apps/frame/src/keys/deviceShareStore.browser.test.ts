import { afterEach, describe, expect, it } from 'vitest'
import { deleteDeviceShare, loadDeviceShare, saveDeviceShare } from './deviceShareStore'

const USER = 'user-device-share-test'
afterEach(() => deleteDeviceShare(USER))

function rawStored(): Promise<{ wrappingKey: CryptoKey; ciphertext: ArrayBuffer }> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('latch-frame', 1)
    open.onsuccess = () => {
      const read = open.result.transaction('device-shares').objectStore('device-shares').get(USER)
      read.onsuccess = () => {
        open.result.close()
        resolve(read.result)
      }
      read.onerror = () => reject(read.error)
    }
  })
}

describe('the device share in the frame origin’s IndexedDB', () => {
  it('keeps a share and gives it back; a device without one answers undefined', async () => {
    expect(await loadDeviceShare(USER)).toBeUndefined()
    await saveDeviceShare(USER, 'AQIDBAUG')
    expect(await loadDeviceShare(USER)).toBe('AQIDBAUG')
    await saveDeviceShare(USER, 'BwgJ')
    expect(await loadDeviceShare(USER)).toBe('BwgJ')
    await deleteDeviceShare(USER)
    expect(await loadDeviceShare(USER)).toBeUndefined()
  })

  it('stores it encrypted, under a wrapping key WebCrypto refuses to export', async () => {
    await saveDeviceShare(USER, 'c2VjcmV0LXNoYXJl')
    const stored = await rawStored()
    expect(new TextDecoder().decode(stored.ciphertext)).not.toContain('c2VjcmV0LXNoYXJl')
    expect(stored.wrappingKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', stored.wrappingKey)).rejects.toThrow()
  })
})
