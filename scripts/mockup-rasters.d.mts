export interface MockupDrawing {
  kind: string
  view: 'front' | 'side'
  hex: string
  artwork: string
}

export interface MockupRaster {
  key: string
  jpeg: Buffer
}

export function storeMockups(store: unknown): Promise<MockupDrawing[]>
export function rasteriseMockups(drawings: MockupDrawing[]): Promise<MockupRaster[]>
export function storeMockupRasters(
  rasters: MockupRaster[],
  target: { remote?: boolean; persistTo?: string },
  runWrangler: (args: string[]) => Promise<void>,
): Promise<void>
