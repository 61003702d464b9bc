import { fetchNfts } from '@latch/core/modal'
import { useCallback, useEffect, useRef } from 'react'
import { ServiceImage } from '../../components/ServiceImage'
import { ImageIcon } from '../../components/walletIcons'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { ListState, SkeletonRows } from './ListState'
import { useAccountDataKey } from './useAccountDataKey'
import { useLoadMore } from './useLoadMore'

/** The NFTs tab: a grid of the account's NFTs (spam hidden by the service), the next page on scroll. */
export function NftsTab() {
  const latch = useLatchInstance()
  const key = useAccountDataKey()
  const nfts = useLatchSelector((s) => s.nfts)
  const sentinel = useRef<HTMLDivElement>(null)
  const { t } = useI18n()
  useEffect(() => {
    if (key) fetchNfts(latch)
  }, [latch, key])
  const loadMore = useCallback(() => fetchNfts(latch, { more: true }), [latch])
  const ready = nfts.status === 'ready'
  useLoadMore(sentinel, ready && nfts.next !== null && !nfts.loadingMore, nfts.items.length, loadMore)

  if (nfts.status === 'error')
    return (
      <ListState testId="nfts-error" title={t('nfts.error')} alert>
        <button type="button" className="secondary" data-testid="nfts-retry" onClick={() => fetchNfts(latch)}>
          {t('common.retry')}
        </button>
      </ListState>
    )
  if (!ready) return <SkeletonRows testId="nfts-loading" label={t('nfts.loading')} />
  if (nfts.items.length === 0)
    return (
      <ListState testId="nfts-empty" title={t('nfts.empty')}>
        <p className="muted">{t('nfts.emptyHint')}</p>
      </ListState>
    )
  return (
    <>
      <ul className="grid" aria-label={t('nfts.list')} data-testid="nfts-grid">
        {nfts.items.map((nft) => (
          <li
            key={`${nft.contract.address}:${nft.tokenId}`}
            className="nft"
            data-testid={`nft-${nft.contract.address}-${nft.tokenId}`}
          >
            <ServiceImage
              src={nft.imageUrl}
              className="nft-img"
              fallback={
                <span className="nft-img" data-testid="nft-placeholder">
                  <ImageIcon />
                </span>
              }
            />
            <span className="nft-name" title={nft.name}>
              {nft.name}
            </span>
          </li>
        ))}
      </ul>
      <div ref={sentinel} data-testid="nfts-sentinel" style={{ height: 1 }} />
      {nfts.loadingMore && <SkeletonRows testId="nfts-loading-more" label={t('nfts.loadingMore')} rows={1} />}
    </>
  )
}
