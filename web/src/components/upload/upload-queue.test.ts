import { describe, expect, it } from 'vitest';
import { backoffDelay, runUploadBatch, UploadError, type UploadUpdate } from './upload-queue.ts';

const job = (id: string, signal = new AbortController().signal) => ({ id, file: id, signal });

describe('upload batch', () => {
  it('runs at most 3 at a time and finishes every file', async () => {
    let running = 0;
    let peak = 0;
    const result = await runUploadBatch(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => job(id)),
      {
        presign: async (file) => ({ url: `u/${file}`, contentType: 'text/plain' }),
        put: async (_url, _file, _type, onProgress) => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          onProgress(0.5);
          running--;
        },
        onUpdate: () => {},
      },
      new AbortController().signal,
    );
    expect(peak).toBe(3);
    expect(result.done.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('retries twice with 300 ms exponential backoff plus jitter, then reports the file and goes on', async () => {
    const delays: number[] = [];
    const updates: UploadUpdate[] = [];
    let attempts = 0;
    const result = await runUploadBatch(
      [job('bad'), job('good')],
      {
        presign: async (file) => ({ url: file, contentType: '' }),
        put: async (url) => {
          if (url === 'bad') {
            attempts++;
            throw new UploadError('S3 upload failed with status 500');
          }
        },
        onUpdate: (u) => updates.push(u),
        sleep: async (ms) => {
          delays.push(ms);
        },
        random: () => 0.5,
        concurrency: 1,
      },
      new AbortController().signal,
    );
    expect(attempts).toBe(3);
    expect(delays).toEqual([350, 650]);
    expect(result.failed).toEqual([{ id: 'bad', error: 'S3 upload failed with status 500' }]);
    expect(result.done).toEqual(['good']);
    expect(updates.filter((u) => u.id === 'good').at(-1)).toMatchObject({ phase: 'done', progress: 1 });
    expect(backoffDelay(0, () => 0.99)).toBeLessThan(400);
  });

  it('does not retry answers that will not change', async () => {
    let presigns = 0;
    const result = await runUploadBatch(
      [job('x')],
      {
        presign: async () => {
          presigns++;
          throw new UploadError('This type of file is not accepted', false);
        },
        put: async () => {},
        onUpdate: () => {},
        sleep: async () => {},
      },
      new AbortController().signal,
    );
    expect(presigns).toBe(1);
    expect(result.failed[0]?.error).toBe('This type of file is not accepted');
  });

  it('cancels one file on its own, and an abort stops the whole batch', async () => {
    const cancelOne = new AbortController();
    const batch = new AbortController();
    const started: string[] = [];
    const result = await runUploadBatch(
      [job('one', cancelOne.signal), job('two'), job('three'), job('four')],
      {
        presign: async (file) => ({ url: file, contentType: '' }),
        put: (url, _f, _t, _p, signal) => {
          started.push(url);
          if (url === 'one') cancelOne.abort();
          if (url === 'two') batch.abort();
          return new Promise((resolve, reject) => {
            if (signal.aborted) reject(new Error('aborted'));
            signal.addEventListener('abort', () => reject(new Error('aborted')));
            setTimeout(resolve, 50);
          });
        },
        onUpdate: () => {},
        concurrency: 1,
      },
      batch.signal,
    );
    expect(started).toEqual(['one', 'two']);
    expect(result.canceled.sort()).toEqual(['four', 'one', 'three', 'two']);
    expect(result.aborted).toBe(true);
  });
});
