import type { Network } from '@latch/core'
import type { SetUpAdapterReturnType } from './setUpAdapter'
import type { AdapterConformanceSubject, ConformancePage, WalletStorage } from './types'

/** What each part of the suite gets: the subject, its chain's networks, and pages cleaned up after each test. */
export interface ConformanceContext {
  subject: AdapterConformanceSubject<unknown>
  /** The subject's two networks (the chain is started by then). */
  networks(): readonly [Network, Network]
  /**
   * A new page with the wallet installed (unless `install: false`), on a fresh storage unless one is given;
   * closed after the test.
   */
  openPage(options?: {
    storage?: WalletStorage
    install?: boolean
    connectTimeoutMs?: number
  }): Promise<ConformancePage>
  /** Sets the page's adapter up (`setUpAdapter`); cleaned up after the test, before its page closes. */
  setUp(page: ConformancePage): SetUpAdapterReturnType
  /** Runs `cleanup` after the test. */
  defer(cleanup: () => void): void
}
