import type { OcrProvider, PrepareOptions } from '../../providers/ocr';
import { parseCard, type ScanFields } from './network-scan.rules';

/**
 * One side of a card read into fields: one tesseract reading (Chinese and English models) of the black-and-white
 * picture, parsed. Used by the queue's task and by the bench.
 *
 * There used to be a second reading (chi_sim alone, grey) when the first found no Chinese name. Measured on the bench's
 * 50 clean cards it did not pay: names 66 % exact with it, 68 % without (it mostly turned a Latin misreading of a
 * large bold name into wrong Chinese characters), all fields 91.2 % against 91.0 %, for a second pass on about a third
 * of the sides (3.0 against 2.2 s of CPU a side).
 */
export async function readCardSide(ocr: OcrProvider, image: Uint8Array, opts: { signal?: AbortSignal; prepare?: PrepareOptions } = {}): Promise<ScanFields> {
  return parseCard(await ocr.read(image, opts));
}
