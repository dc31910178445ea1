export declare function evaluateModule(path: string): Promise<Record<string, unknown>>
