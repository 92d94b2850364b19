import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../test/file-samples';
import { acceptedFileKind, detectFileKind, IMAGE_KINDS, kindOfContentType } from './file-signature';

describe('detectFileKind', () => {
  it.each(['png', 'jpeg', 'gif', 'webp', 'pdf', 'doc', 'docx', 'mp4', 'webm'] as const)(
    'knows a %s by its bytes',
    (kind) => {
      expect(detectFileKind(SAMPLES[kind]())).toBe(kind);
    },
  );

  it.each(['html', 'svg', 'xlsx', 'heic', 'mkv'] as const)('accepts no %s, whatever it is called', (kind) => {
    expect(detectFileKind(SAMPLES[kind]())).toBeNull();
  });

  it('refuses truncated and empty files', () => {
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
    expect(detectFileKind(SAMPLES.png().subarray(0, 4))).toBeNull();
    expect(detectFileKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBeNull();
  });

  it('accepts only the kinds asked for', () => {
    expect(acceptedFileKind(SAMPLES.pdf(), IMAGE_KINDS)).toBeNull();
    expect(acceptedFileKind(SAMPLES.webp(), IMAGE_KINDS)).toBe('webp');
  });

  it('maps declared content types to kinds', () => {
    expect(kindOfContentType('IMAGE/PNG')).toBe('png');
    expect(kindOfContentType('image/svg+xml')).toBeNull();
  });
});
