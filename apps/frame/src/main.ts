// The embedded wallet's frame: checks who embeds it, then answers the page over the pinned channel.
import { createFrameChannel, type FrameChannel, isHostAllowed } from '@latch/frame-protocol'
import { readFrameConfig } from './frameConfig'
import { handleRequest } from './handleRequest'
import { createFrameLanguage } from './i18n/createFrameLanguage'
import { phrase } from './i18n/phrase'
import { loadDeviceShare, saveDeviceShare } from './keys/deviceShareStore'
import { createApprovalQueue } from './rpc/approvalQueue'
import { createApprovalScreen } from './screens/createApprovalScreen'
import { createPromptScreen } from './screens/createPromptScreen'
import { createSecurityScreen } from './screens/createSecurityScreen'
import { sayApproval } from './screens/sayApproval'
import { createAuthClient } from './services/createAuthClient'
import { paymasterUrl } from './smartAccount/paymasterUrl'
import {
  accountTypeStoreIn,
  pendingSocialStoreIn,
  readDeviceId,
  sessionStoreIn,
} from './storage/browserStores'
import { createEmbeddedWallet } from './wallet/createEmbeddedWallet'

const root = document.getElementById('frame-root')!

function refuse(reason: string): void {
  const message = document.createElement('p')
  message.dataset.testid = 'frame-refused'
  message.textContent = reason
  root.replaceChildren(message)
}

async function start(): Promise<void> {
  const config = readFrameConfig(document)
  const params = new URLSearchParams(location.search)
  const projectId = params.get('projectId') ?? ''
  const hostOrigin = params.get('host') ?? ''
  if (window.parent === window)
    return refuse('The Latch embedded wallet opens inside a site that uses Latch.')
  const auth = createAuthClient({ apiUrl: config.apiUrl, projectId })
  const { allowedOrigins } = await auth.allowedOrigins()
  // `host` is only a claim: posting to it reaches the parent only if that is its real origin, and the
  // channel accepts only its messages; here it must also be one of the project's own origins.
  if (!isHostAllowed(hostOrigin, allowedOrigins)) return refuse('This site may not use this embedded wallet.')

  let dappName: string | undefined
  let channel: FrameChannel | undefined
  // English until the page syncs the modal's language (SYNC_LOCALE)
  const language = createFrameLanguage()
  language.subscribe(() => {
    const { locale, dir } = language.current()
    document.documentElement.lang = locale
    document.documentElement.dir = dir
  })
  const screen = createApprovalScreen(root, { origin: hostOrigin, name: () => dappName }, language)
  const approve = createApprovalQueue(async (request) => {
    channel?.emit('OPEN_APPROVAL', {
      method: sayApproval(request, language.current().say, { origin: hostOrigin }).title,
    })
    try {
      return await screen.ask(request)
    } finally {
      channel?.emit('CLOSE_APPROVAL', {})
    }
  })
  // The frame's own screens that ask the person (never the page): an email change and the account's
  // security, shown in the page's view that hosts the frame; a recovery code during a login, for which the
  // frame asks the page to show it as for an approval.
  const emailChangeScreen = createPromptScreen(root, language)
  const recoveryScreen = createPromptScreen(root, language, {
    onShow: () =>
      channel?.emit('OPEN_APPROVAL', { method: language.current().say(phrase('code.recovery.title')) }),
    onDone: () => channel?.emit('CLOSE_APPROVAL', {}),
  })
  const securityScreen = createSecurityScreen(root, language)
  const wallet = createEmbeddedWallet({
    auth,
    hostOrigin,
    pendingSocial: pendingSocialStoreIn(localStorage),
    deviceId: readDeviceId(localStorage),
    deviceShares: { load: loadDeviceShare, save: saveDeviceShare },
    sessions: sessionStoreIn(localStorage),
    chains: config.chains,
    accountTypes: accountTypeStoreIn(localStorage),
    // the operator's paymaster on its own services: the only sponsor the frame's CSP lets it reach
    paymaster: { url: (chainId) => paymasterUrl({ apiUrl: config.apiUrl, projectId }, chainId) },
    approve,
    prompts: recoveryScreen,
  })
  const host = {
    wallet,
    setTheme: (mode: 'light' | 'dark') => {
      document.documentElement.dataset.theme = mode
    },
    setLocale: language.use,
    setDappName: (name: string | undefined) => {
      dappName = name
    },
    reload: () => location.reload(),
    rejectApproval: () => {
      screen.dismiss()
      emailChangeScreen.dismiss()
      recoveryScreen.dismiss()
      securityScreen.dismiss()
    },
    changeEmail: () => wallet.changeEmail(emailChangeScreen),
    openAccountSecurity: () => securityScreen.show(wallet),
  }
  channel = createFrameChannel({
    window,
    parent: window.parent,
    hostOrigin,
    handle: (request) => handleRequest(host, request),
  })
  channel.emit('READY', { version: config.version })
}

start().catch(() => refuse('The embedded wallet could not start. Try again later.'))
