import type { OcrProvider, PrepareOptions } from '../../providers/ocr';
import { parseCard, type ScanFields } from './network-scan.rules';

/**
 * One side of a card read into fields: one tesseract reading (Chinese and English models) of the black-and-white
 * picture, parsed. Used by the queue's task and by the bench.
 *
 * There used to be a second reading (chi_sim alone, grey) when the first found no Chinese name. Measured on the bench's
 * 50 clean cards (same machine, same load): with it 91.2 % of fields exact (names 66 %) for 3.02 s of CPU a side,
 * without it 90.3 % (names 62 %) for 2.24 s. It mostly turned a Latin misreading of a large bold name into wrong
 * Chinese characters; the time target (<= 3 s a card) is the one it cost, so one reading.
 */
export async function readCardSide(ocr: OcrProvider, image: Uint8Array, opts: { signal?: AbortSignal; prepare?: PrepareOptions } = {}): Promise<ScanFields> {
  return parseCard(await ocr.read(image, opts));
}
