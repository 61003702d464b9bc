declare const __LATCH_DEMO_CHAINS__: { id: number; name: string; rpcUrl: string }[]
