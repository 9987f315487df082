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
  it('is looked for anew when the folder changes (a model found in one folder says nothing of another)', async () => {
    const withModel = fs.mkdtempSync(path.join(os.tmpdir(), 'shape-'));
    const without = fs.mkdtempSync(path.join(os.tmpdir(), 'no-shape-'));
    fs.writeFileSync(path.join(withModel, `${SHAPE_MODEL}.traineddata`), 'not a real model');
    const box = [{ left: 0, top: 0, width: 1, height: 1 }];
    try {
      process.env.OCR_TESSDATA_DIR = withModel;
      // Found: the look goes on to the picture, which is no picture.
      await expect(localOcr().readWords!(new Uint8Array([1]), box, 'shape')).rejects.toThrow();
      process.env.OCR_TESSDATA_DIR = without;
      expect(await localOcr().readWords!(new Uint8Array([1]), box, 'shape')).toBeNull();
    } finally {
      delete process.env.OCR_TESSDATA_DIR;
      fs.rmSync(withModel, { recursive: true, force: true });
      fs.rmSync(without, { recursive: true, force: true });
    }
  });
  it('defaults to node_modules/.tessdata at the repository root, where ensureTesseract builds it', () => {
    expect(shapeModelDir()).toBe(path.resolve(import.meta.dirname, '../../../../node_modules/.tessdata'));
  });
});
