import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localOcr, SHAPE_MODEL, shapeModelDir } from './ocr';

describe('the shape model', () => {
  it('is looked for in OCR_TESSDATA_DIR, and without it the shape look answers null (the LSTM reading stands)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-shape-'));
    process.env.OCR_TESSDATA_DIR = dir;
    try {
      expect(shapeModelDir()).toBe(dir);
      expect(fs.existsSync(path.join(dir, `${SHAPE_MODEL}.traineddata`))).toBe(false);
      expect(await localOcr().readWords!(new Uint8Array([1]), [{ left: 0, top: 0, width: 1, height: 1 }], 'shape')).toBeNull();
    } finally {
      delete process.env.OCR_TESSDATA_DIR;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('defaults to node_modules/.tessdata at the repository root, where ensureTesseract builds it', () => {
    expect(shapeModelDir()).toBe(path.resolve(import.meta.dirname, '../../../../node_modules/.tessdata'));
  });
});
