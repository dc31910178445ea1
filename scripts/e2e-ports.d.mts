export declare const E2E_PORT: number
export declare const PROVIDER_E2E: { providerPort: number; referencePort: number; apiKey: string; adminToken: string }
