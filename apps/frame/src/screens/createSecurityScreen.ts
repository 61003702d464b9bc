import type { FrameLanguage } from '../i18n/createFrameLanguage'
import { phrase } from '../i18n/phrase'
import type { AuthDevice } from '../services/createAuthClient'
import { screenButton, screenSection, screenText } from './screenParts'

/** What the account-security screen does with the services, through the signed-in wallet. */
export interface SecurityActions {
  listDevices(): Promise<AuthDevice[]>
  revokeDevice(id: string): Promise<unknown>
  signOutEverywhere(): Promise<unknown>
}

export interface SecurityScreen {
  /** Shows the screen; resolves when the person presses Done, or the page closes its modal. */
  show(actions: SecurityActions): Promise<void>
  /** Closes it, if it shows: the page closed its modal. */
  dismiss(): void
}

/**
 * The frame's own account-security screen: the devices that can use the wallet (this one named, each
 * other with its own Sign out), and Sign out everywhere else. Drawn by the frame, so the page can neither
 * read the list nor press a button. A refusal of the services is shown as data, in an alert.
 *
 * @example await createSecurityScreen(root, language).show(wallet)
 */
export function createSecurityScreen(root: HTMLElement, language: FrameLanguage): SecurityScreen {
  let close: (() => void) | undefined

  const show = (actions: SecurityActions) =>
    new Promise<void>((resolve) => {
      close?.()
      const { section, title } = screenSection('frame-security', 'frame-security-title')
      const heading = screenText()
      const list = document.createElement('ul')
      list.dataset.testid = 'frame-devices'
      const status = screenText('frame-security-status', { role: 'status' })
      const actionsRow = document.createElement('div')
      actionsRow.className = 'actions'
      const everywhere = screenButton('frame-signout-everywhere')
      const done = screenButton('frame-security-done', { primary: true })
      actionsRow.append(everywhere, done)
      section.append(heading, list, status, actionsRow)
      let devices: AuthDevice[] = []
      let said:
        | { key: 'security.signedOutEverywhere' }
        | { key: 'security.signedOutDevice'; device: string }
        | undefined
      let refusal: string | undefined

      const paint = () => {
        const { locale, say } = language.current()
        const date = (iso: string) =>
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
        const name = (device: AuthDevice) => device.label ?? say(phrase('security.unknownDevice'))
        title.textContent = say(phrase('security.title'))
        heading.textContent = say(phrase('security.devices'))
        everywhere.textContent = say(phrase('security.signOutEverywhere'))
        everywhere.hidden = !devices.some((device) => !device.current)
        done.textContent = say(phrase('account.done'))
        list.replaceChildren(
          ...devices.map((device) => {
            const item = document.createElement('li')
            item.dataset.testid = device.current ? 'frame-device-current' : 'frame-device'
            const label = document.createElement('strong')
            label.textContent = device.current
              ? say(phrase('security.thisDevice', { device: name(device) }))
              : name(device)
            const when = document.createElement('span')
            when.textContent = device.lastUsedAt
              ? say(phrase('security.lastUsed', { date: date(device.lastUsedAt) }))
              : say(phrase('security.approved', { date: date(device.approvedAt) }))
            item.append(label, ' ', when)
            if (!device.current) {
              const out = screenButton('frame-device-signout')
              out.textContent = say(phrase('security.signOutDevice'))
              out.setAttribute('aria-label', `${say(phrase('security.signOutDevice'))}: ${name(device)}`)
              out.addEventListener('click', () =>
                act(() => actions.revokeDevice(device.id), {
                  key: 'security.signedOutDevice',
                  device: name(device),
                }),
              )
              item.append(out)
            }
            return item
          }),
        )
        status.textContent =
          refusal ??
          (said
            ? say(
                said.key === 'security.signedOutDevice'
                  ? phrase(said.key, { device: said.device })
                  : phrase(said.key),
              )
            : '')
      }

      const reload = async () => {
        devices = await actions.listDevices()
        paint()
      }
      const act = async (run: () => Promise<unknown>, after: NonNullable<typeof said>) => {
        refusal = undefined
        try {
          await run()
          said = after
          await reload()
        } catch (error) {
          refusal = (error as Error).message
          paint()
        }
      }
      const finish = () => {
        close = undefined
        stopFollowing()
        section.removeEventListener('keydown', onKey)
        section.remove()
        resolve()
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') finish()
      }
      const stopFollowing = language.subscribe(paint)
      close = finish
      everywhere.addEventListener('click', () =>
        act(() => actions.signOutEverywhere(), { key: 'security.signedOutEverywhere' }),
      )
      done.addEventListener('click', finish)
      section.addEventListener('keydown', onKey)
      paint()
      root.replaceChildren(section)
      done.focus()
      reload().catch((error: Error) => {
        refusal = error.message
        paint()
      })
    })

  return { show, dismiss: () => close?.() }
}
