/**
 * Where this device keeps its share of each user's key: IndexedDB of the frame's own origin (the host
 * page cannot open it), encrypted with AES-GCM under a key WebCrypto generated as non-extractable, so the
 * stored share is useless without this browser profile's key object, and no script can read that key's
 * bytes, only use it here.
 */
const DATABASE = 'latch-frame'
const STORE = 'device-shares'

interface StoredShare {
  wrappingKey: CryptoKey
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(database.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    database.close()
  }
}

/**
 * Keeps `share` for the user, replacing any earlier one.
 *
 * @example await saveDeviceShare(user.id, shares.device)
 */
export async function saveDeviceShare(userId: string, share: string): Promise<void> {
  const wrappingKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    wrappingKey,
    new TextEncoder().encode(share),
  )
  await withStore('readwrite', (store) =>
    store.put({ wrappingKey, iv, ciphertext } satisfies StoredShare, userId),
  )
}

/**
 * This device's share for the user, or `undefined` when it has none (a new device, or cleared storage).
 *
 * @example const share = await loadDeviceShare(user.id)
 */
export async function loadDeviceShare(userId: string): Promise<string | undefined> {
  const stored = await withStore<StoredShare | undefined>('readonly', (store) => store.get(userId))
  if (!stored) return undefined
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: stored.iv },
    stored.wrappingKey,
    stored.ciphertext,
  )
  return new TextDecoder().decode(plain)
}

/**
 * Forgets the user's share on this device.
 *
 * @example await deleteDeviceShare(user.id)
 */
export async function deleteDeviceShare(userId: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(userId))
}
