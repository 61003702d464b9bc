import { expect, type Locator, type Page } from '@playwright/test'

export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** One entry of the Activity list: a month title, or a transaction row with its hash and status. */
export type ActivityEntry = { title: string } | { hash: string; text: string; status: string }

/** The modal's Account view: the header's total, the wallet features, and the Tokens, NFTs and Activity tabs. */
export class AccountPage {
  readonly view: Locator
  readonly name: Locator
  readonly total: Locator
  readonly buyButton: Locator
  readonly receiveButton: Locator
  readonly sendButton: Locator
  readonly swapButton: Locator
  readonly tablist: Locator
  readonly tokensList: Locator
  readonly tokenRows: Locator
  readonly nftsGrid: Locator
  readonly nftItems: Locator
  readonly nftImages: Locator
  readonly activityList: Locator
  /** The Activity tab's empty state ('No activity yet'). */
  readonly activityEmpty: Locator
  readonly activityMonths: Locator
  readonly activityRows: Locator
  /** Activity rows of transactions sent from the modal and not mined yet. */
  readonly pendingRows: Locator

  constructor(readonly page: Page) {
    this.view = page.getByTestId('account-view')
    this.name = page.getByTestId('account-name')
    this.total = page.getByTestId('account-total')
    this.buyButton = page.getByTestId('wallet-feature-onramp')
    this.receiveButton = page.getByTestId('wallet-feature-receive')
    this.sendButton = page.getByTestId('wallet-feature-send')
    this.swapButton = page.getByTestId('wallet-feature-swaps')
    this.tablist = page.getByRole('tablist', { name: 'Account' })
    this.tokensList = page.getByTestId('tokens-list')
    this.tokenRows = this.tokensList.getByRole('listitem')
    this.nftsGrid = page.getByTestId('nfts-grid')
    this.nftItems = this.nftsGrid.getByRole('listitem')
    this.nftImages = this.nftsGrid.locator('img')
    this.activityList = page.getByTestId('activity-list')
    this.activityEmpty = page.getByTestId('activity-empty')
    this.activityMonths = page.getByTestId('activity-month')
    this.activityRows = page.getByTestId('activity-row')
    this.pendingRows = page.locator('[data-testid="activity-row"][data-status="pending"]')
  }

  tab(id: AccountTab): Locator {
    return this.page.getByTestId(`account-tab-${id}`)
  }

  panel(id: AccountTab): Locator {
    return this.page.getByTestId(`account-panel-${id}`)
  }

  /** A row of the Tokens tab by symbol, with its quantity, price and value. */
  token(symbol: string): { row: Locator; quantity: Locator; price: Locator; value: Locator } {
    const row = this.tokensList.getByTestId(`token-${symbol}`)
    return {
      row,
      quantity: row.getByTestId('token-quantity'),
      price: row.getByTestId('token-price'),
      value: row.getByTestId('token-value'),
    }
  }

  /** The Pending or Failed badge of an Activity row. */
  statusBadge(row: Locator): Locator {
    return row.getByTestId('activity-status')
  }

  /** The NFTs grid's item of one token (the contract address in any case). */
  nft(contract: string, tokenId: bigint): Locator {
    return this.page.locator(`[data-testid="nft-${contract}-${tokenId}" i]`)
  }

  /** The Activity row of one transaction, by its hash. */
  transaction(hash: string): Locator {
    return this.page.locator(`[data-testid="activity-row"][data-hash="${hash}" i]`)
  }

  /** Shows a tab with the mouse. */
  async open(id: AccountTab): Promise<void> {
    await this.tab(id).click()
  }

  /** Every image of the NFTs grid has loaded (natural width above 0), read in the page. */
  loadedNftImages(): Promise<{ src: string; naturalWidth: number }[]> {
    return this.nftImages.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({ src: image.src, naturalWidth: image.naturalWidth })),
    )
  }

  /**
   * Reads the windowed Activity list from its first entry until `count` entries were seen, scrolling
   * down as a person would: the list renders only what is near the view and reads later pages at its end.
   */
  async readActivity(count: number): Promise<ActivityEntry[]> {
    const seen = new Map<number, ActivityEntry>()
    const items = this.activityList.locator(':scope > li')
    await expect
      .poll(async () => {
        const batch = await items.evaluateAll((elements) => {
          const read = elements.map((li) => {
            const title = li.querySelector('[data-testid="activity-month"]')
            const row = li.querySelector('[data-testid="activity-row"]')
            return {
              index: Number(li.getAttribute('aria-posinset')),
              entry: title
                ? { title: title.textContent ?? '' }
                : {
                    hash: row?.getAttribute('data-hash') ?? '',
                    text: row?.textContent ?? '',
                    status: row?.getAttribute('data-status') ?? '',
                  },
            }
          })
          elements.at(-1)?.scrollIntoView({ block: 'end' })
          return read
        })
        for (const { index, entry } of batch) seen.set(index, entry)
        return seen.size
      })
      .toBe(count)
    return [...seen.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry)
  }
}
