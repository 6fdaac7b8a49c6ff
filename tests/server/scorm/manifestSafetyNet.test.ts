// The last safety net of the importer: an error the manifest reader did not foresee (here a reader that
// throws a TypeError) still refuses the package as an invalid manifest, 422 on upload, never a 500, and
// the error itself is logged for the developers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScormError } from '../../../server/scorm/errors';
import { inspectScormPackage } from '../../../server/scorm/importer';
import { createHarness, multipart, type Harness } from '../files/harness';
import { goodZip } from './helpers';
import type * as Manifest from '../../../server/scorm/manifest';

const unforeseen = new TypeError('Cannot read properties of undefined (reading "children")');

vi.mock('../../../server/scorm/manifest', async (original) => ({
  ...(await original<typeof Manifest>()),
  parseManifest: () => {
    throw unforeseen;
  },
}));

describe('an unforeseen error while reading the manifest', () => {
  it('refuses the package as SCORM_MANIFEST_INVALID and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refused: unknown;
    try {
      inspectScormPackage(goodZip(), 'course.zip');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ScormError);
    expect(refused).toMatchObject({ code: 'SCORM_MANIFEST_INVALID' });
    expect((refused as Error).message).toContain('could not be read');
    expect(logged).toHaveBeenCalledWith(expect.any(String), unforeseen);
    logged.mockRestore();
  });

  describe('through POST /api/upload', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness();
    });
    afterAll(() => h.close());

    it('answers 422, not 500', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { payload, headers } = await multipart({ name: 'course.zip', bytes: goodZip() });
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, authorization: `Bearer ${await h.token(['EDUCATION_MANAGER'])}` },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'SCORM_MANIFEST_INVALID' });
      expect(logged).toHaveBeenCalled();
      logged.mockRestore();
    });
  });
});
