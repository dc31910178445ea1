/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number>

/** The ports of an e2e run: E2E_PORT (kept when given), E2E_PROVIDER_PORT and E2E_REFERENCE_PORT, each free and all different. */
export function e2ePorts(given?: string): Promise<{ E2E_PORT: string; E2E_PROVIDER_PORT: string; E2E_REFERENCE_PORT: string }>

/** Whether nothing listens on 127.0.0.1:`port` right now. */
export function isPortFree(port: number): Promise<boolean>
