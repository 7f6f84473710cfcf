import type {Page} from '@playwright/test';

/**
 * Pixel comparison of two PNG screenshots without an image library: the
 * browser decodes both (two `data:` URL images drawn on a canvas), reads
 * their pixels with `getImageData` and counts the ones that differ. Used by
 * tests/e2e/visual-stability.spec.ts; runs in any page (`about:blank` will
 * do), in a context where JavaScript is enabled.
 */

/** A rectangle in image pixels, edges included. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PixelDiff {
  width: number;
  height: number;
  /** Pixels where some channel differs by more than the tolerance. */
  differing: number;
  /** `differing` over all pixels, 0 to 1. */
  share: number;
  /** The smallest rectangle holding every differing pixel, or null. */
  box: Box | null;
  /** Share of each image's most frequent colour, 0 to 1: near 1 means blank. */
  dominantShare: [number, number];
  /** The second image greyed out, with the differing pixels in red. */
  diffPng: Buffer;
}

/**
 * Compares two screenshots of the same size. `tolerance` is the largest
 * difference, per colour channel (0 to 255), still counted as the same pixel:
 * text anti-aliasing varies by a few levels between two renderings.
 */
export async function comparePngs(
  page: Page,
  before: Buffer,
  after: Buffer,
  tolerance = 24,
): Promise<PixelDiff> {
  // Run by tsx (a one-off script rather than Playwright's runner), esbuild
  // wraps the named functions below in a `__name` helper that the page lacks.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  const result = await page.evaluate(
    async ({a, b, tolerance}) => {
      const decode = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = () => reject(new Error('a screenshot could not be decoded'));
          image.src = src;
        });
      const [imageA, imageB] = await Promise.all([decode(a), decode(b)]);
      const width = imageA.naturalWidth;
      const height = imageA.naturalHeight;
      if (imageB.naturalWidth !== width || imageB.naturalHeight !== height) {
        throw new Error(
          `screenshots differ in size: ${width}x${height} and ${imageB.naturalWidth}x${imageB.naturalHeight}`,
        );
      }
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', {willReadFrequently: true})!;
      const pixels = (image: HTMLImageElement) => {
        context.clearRect(0, 0, width, height);
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height);
      };
      const dataA = pixels(imageA).data;
      const out = pixels(imageB);
      const dataB = out.data;

      /** Share of the most frequent colour. */
      const dominant = (data: Uint8ClampedArray) => {
        const counts = new Map<number, number>();
        let top = 0;
        for (let i = 0; i < data.length; i += 4) {
          const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
          const count = (counts.get(key) ?? 0) + 1;
          counts.set(key, count);
          if (count > top) top = count;
        }
        return top / (width * height);
      };
      const dominantShare: [number, number] = [dominant(dataA), dominant(dataB)];

      let differing = 0;
      let left = width;
      let top = height;
      let right = -1;
      let bottom = -1;
      for (let i = 0; i < dataA.length; i += 4) {
        const differs =
          Math.abs(dataA[i] - dataB[i]) > tolerance ||
          Math.abs(dataA[i + 1] - dataB[i + 1]) > tolerance ||
          Math.abs(dataA[i + 2] - dataB[i + 2]) > tolerance ||
          Math.abs(dataA[i + 3] - dataB[i + 3]) > tolerance;
        if (differs) {
          differing += 1;
          const x = (i / 4) % width;
          const y = Math.floor(i / 4 / width);
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
          dataB[i] = 255;
          dataB[i + 1] = 0;
          dataB[i + 2] = 0;
        } else {
          const grey = 200 + ((dataB[i] + dataB[i + 1] + dataB[i + 2]) / 3) * (55 / 255);
          dataB[i] = grey;
          dataB[i + 1] = grey;
          dataB[i + 2] = grey;
        }
        dataB[i + 3] = 255;
      }
      context.putImageData(out, 0, 0);
      return {
        width,
        height,
        differing,
        share: differing / (width * height),
        box: right < 0 ? null : {left, top, right, bottom},
        dominantShare,
        diffUrl: canvas.toDataURL('image/png'),
      };
    },
    {a: dataUrl(before), b: dataUrl(after), tolerance},
  );
  const {diffUrl, ...rest} = result;
  return {...rest, diffPng: Buffer.from(diffUrl.slice(diffUrl.indexOf(',') + 1), 'base64')};
}

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
