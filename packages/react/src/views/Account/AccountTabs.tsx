import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import type { MessageKey } from '../../i18n/catalogueTypes'
import { useI18n } from '../../i18n/useI18n'
import { ActivityTab } from './ActivityTab'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

type TabId = 'tokens' | 'nfts' | 'activity'
const TABS: readonly { id: TabId; label: MessageKey; Panel: () => ReactNode }[] = [
  { id: 'tokens', label: 'account.tabTokens', Panel: TokensTab },
  { id: 'nfts', label: 'account.tabNfts', Panel: NftsTab },
  { id: 'activity', label: 'account.tabActivity', Panel: ActivityTab },
]

/**
 * Tokens, NFTs and Activity (spec §2) as an ARIA tablist: one tab stop, arrow keys (and Home, End)
 * move between the tabs and show theirs, each panel labelled by its tab. Activity shows only when
 * the feature is on.
 */
export function AccountTabs({ activity }: { activity: boolean }) {
  const tabs = activity ? TABS : TABS.filter((tab) => tab.id !== 'activity')
  // The view may be opened on a tab (Activity after a purchase); Tokens otherwise.
  const opened = useLatchSelector((s) => s.router.data?.accountTab)
  const [selected, setSelected] = useState<TabId>(opened ?? 'tokens')
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!
  const baseId = useId()
  const { t } = useI18n()
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>())
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current)
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]!
    setSelected(tab.id)
    tabRefs.current.get(tab.id)?.focus()
  }
  const { Panel } = current
  return (
    <div>
      <div className="tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab === current
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              className="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={active}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              data-testid={`account-tab-${tab.id}`}
              onClick={() => setSelected(tab.id)}
            >
              {t(tab.label)}
            </button>
          )
        })}
      </div>
      <div
        className="panel"
        role="tabpanel"
        id={`${baseId}-${current.id}-panel`}
        aria-labelledby={`${baseId}-${current.id}-tab`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel the Tab stop after the tablist, so its content is reachable
        tabIndex={0}
        data-testid={`account-panel-${current.id}`}
      >
        <Panel />
      </div>
    </div>
  )
}
