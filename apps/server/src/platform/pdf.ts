import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '@siteguard/contracts';
import PDFDocument from 'pdfkit';

/**
 * An A4 document with the fonts of the reader's language registered as 'body' and 'bold': Noto Sans
 * HK for Traditional Chinese and English, SC for Simplified, read once from the font packages and
 * subset into each file by pdfkit, so a file stays small. `done` resolves with the bytes after
 * `doc.end()`.
 */
const require = createRequire(import.meta.url);
const FONT_FILES: Record<'hk' | 'sc', { regular: string; bold: string }> = {
  hk: {
    regular: '@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-hk/700Bold/NotoSansHK_700Bold.ttf',
  },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};
const fontCache = new Map<string, Buffer>();
function font(path: string): Buffer {
  let bytes = fontCache.get(path);
  if (!bytes) {
    bytes = readFileSync(require.resolve(path));
    fontCache.set(path, bytes);
  }
  return bytes;
}

export function a4Document(lang: Lang, title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const family = FONT_FILES[lang === 'zh-CN' ? 'sc' : 'hk'];
  const doc = new PDFDocument({ size: 'A4', margin: 40, bufferPages: true, info: { Title: title } });
  doc.registerFont('body', font(family.regular));
  doc.registerFont('bold', font(family.bold));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
