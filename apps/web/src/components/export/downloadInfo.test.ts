import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, formatBytes, totalRowsOf } from './downloadInfo';

describe('filenameFromDisposition', () => {
  it('decodes the UTF-8 extended name the server sends', () => {
    const header = `attachment; filename*=UTF-8''${encodeURIComponent('攝像機日誌-2025-01-02.xlsx')}`;
    expect(filenameFromDisposition(header, 'x.xlsx')).toBe('攝像機日誌-2025-01-02.xlsx');
  });

  it('reads a plain quoted name', () => {
    expect(filenameFromDisposition('attachment; filename="logs.xlsx"', 'x.xlsx')).toBe('logs.xlsx');
  });

  it('falls back without a header or with a broken escape', () => {
    expect(filenameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('totalRowsOf', () => {
  it('reads a count and refuses anything else', () => {
    expect(totalRowsOf('42')).toBe(42);
    expect(totalRowsOf('0')).toBe(0);
    expect(totalRowsOf(null)).toBeNull();
    expect(totalRowsOf('')).toBeNull();
    expect(totalRowsOf('-1')).toBeNull();
    expect(totalRowsOf('abc')).toBeNull();
  });
});

describe('formatBytes', () => {
  it('scales to a readable unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024)).toBe('50 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
