import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's text, as poppler's pdftotext reads it (laid out as printed). */
export function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'receipt-')), 'document.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
