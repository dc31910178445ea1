import sharp from 'sharp'
import { imageSvg } from './pages'

/**
 * Product photos as a creator uploads them: 2,000 px JPEGs at high quality, made here with
 * Sharp (nothing downloaded). Each is the product's drawing with a photo's texture over it,
 * so it and its renditions weigh what photos weigh, not what a flat drawing would.
 * Made on first request and kept: the same file name always gives the same bytes.
 */
const PHOTO_SIZE = 2000
const made = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

const noise = (size: number, sigma: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } })

/**
 * Texture at three scales, made once: soft blotches (cloth, light) and weave from small
 * noise enlarged smoothly, and a sensor's grain tiled at full resolution. Without the
 * larger scales a downscaled photo averages to a flat colour, far lighter than any real
 * photo's rendition.
 */
let texture: Promise<Buffer[]> | undefined
const textures = () => {
  texture ??= Promise.all([
    noise(40, 60)
      .png()
      .toBuffer()
      .then((small) => sharp(small).resize(PHOTO_SIZE, PHOTO_SIZE, { kernel: 'cubic' }).png().toBuffer()),
    noise(400, 50)
      .png()
      .toBuffer()
      .then((small) => sharp(small).resize(PHOTO_SIZE, PHOTO_SIZE, { kernel: 'cubic' }).png().toBuffer()),
    noise(256, 24).png().toBuffer(),
  ])
  return texture
}

async function makePhoto(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const [blotches, weave, grain] = await textures()
  // The drawing is 560 units square: drawn at 2,000 px by giving it the density for it.
  const svg = Buffer.from(imageSvg(file.replace(/\.jpg$/, '.svg')))
  const photo = await sharp(svg, { density: (72 * PHOTO_SIZE) / 560 })
    .resize(PHOTO_SIZE, PHOTO_SIZE)
    .composite([
      { input: blotches, blend: 'soft-light' },
      { input: weave, blend: 'soft-light' },
      { input: grain, tile: true, blend: 'soft-light' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer()
  return new Uint8Array(photo)
}

/** The photo `{kind}-{view}-{hex}.jpg`. */
export function photo(file: string): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = made.get(file)
  if (!bytes) {
    bytes = makePhoto(file)
    made.set(file, bytes)
    bytes.catch(() => made.delete(file))
  }
  return bytes
}
