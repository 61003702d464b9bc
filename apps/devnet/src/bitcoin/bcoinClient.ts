/** The parts of bcoin's HTTP API the devnet uses. */
export interface BcoinClient {
  url: string
  /** A JSON-RPC call (`POST /`); throws with the node's message on an error. */
  rpc<T>(method: string, params?: unknown[]): Promise<T>
  /** `GET path` as JSON; `undefined` on 404. */
  get<T>(path: string): Promise<T | undefined>
  /** `POST path` with a JSON body. */
  post<T>(path: string, body: unknown): Promise<T>
}

/** A coin (UTXO) as bcoin's `/coin/address/:address` answers it. */
export interface BcoinCoin {
  hash: string
  index: number
  value: number
  script: string
  address: string
  height: number
  coinbase: boolean
}

/**
 * A client for a bcoin node's HTTP API and JSON-RPC, with its API key (HTTP basic auth).
 *
 * @example
 * const height = await createBcoinClient(node).rpc<number>('getblockcount')
 */
export function createBcoinClient({ url, apiKey }: { url: string; apiKey: string }): BcoinClient {
  const authorization = `Basic ${btoa(`x:${apiKey}`)}`
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, url), {
      ...init,
      headers: { authorization, 'content-type': 'application/json' },
    })
    const text = await response.text()
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) }
  }
  return {
    url,
    async rpc<T>(method: string, params: unknown[] = []) {
      const { body } = await request('/', { method: 'POST', body: JSON.stringify({ method, params, id: 1 }) })
      const answer = body as { result: T; error: { message: string } | null }
      if (answer.error) throw new Error(`bcoin ${method}: ${answer.error.message}`)
      return answer.result
    },
    async get<T>(path: string) {
      const { status, body } = await request(path)
      if (status === 404) return undefined
      if (status !== 200) throw new Error(`bcoin GET ${path}: HTTP ${status} ${JSON.stringify(body)}`)
      return body as T
    },
    async post<T>(path: string, payload: unknown) {
      const { status, body } = await request(path, { method: 'POST', body: JSON.stringify(payload) })
      if (status !== 200) throw new Error(`bcoin POST ${path}: HTTP ${status} ${JSON.stringify(body)}`)
      return body as T
    },
  }
}
