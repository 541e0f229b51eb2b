/** The refusal of an unsupported file says what is accepted in one grouped line, not a list of MIME types. */
import { describe, expect, it } from 'vitest';
import { dropzoneAccept, MEDIA_EXTENSIONS, PROJECT_FILE_EXTENSIONS } from '#shared/file-types.ts';
import { acceptedSummary, refusalOf } from './accepted-kinds.ts';

describe('acceptedSummary', () => {
  it('groups the project file types into kinds, naming a few scene formats', () => {
    const line = acceptedSummary(dropzoneAccept(PROJECT_FILE_EXTENSIONS));
    expect(line).toMatch(
      /^Accepted: images, videos, .*3D scenes \(\.\w+, \.\w+, \.\w+, \.\w+(, …)?\).*documents$/,
    );
    expect(line).not.toContain('/');
    expect(line.length).toBeLessThan(120);
  });
  it('says images and videos for media', () => {
    expect(acceptedSummary(dropzoneAccept(MEDIA_EXTENSIONS))).toBe('Accepted: images, videos');
  });
});

describe('refusalOf', () => {
  it('names the file and the reason in words', () => {
    expect(refusalOf('setup.exe', ['file-invalid-type'])).toBe(
      'setup.exe: this kind of file is not accepted',
    );
  });
});
