/** The viewer's query: known parameters are read, every other one is kept as a setting. */
import { describe, expect, it } from 'vitest';
import { encodeFileParam, SETTINGS_PREFIX } from '../../protocol/index.ts';
import { numberSetting, readParams, readSetting, saveSetting } from './params.ts';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const ORIGIN = 'https://atrium.example';

describe('readParams', () => {
  it('reads the known parameters', () => {
    const file = encodeURIComponent(encodeFileParam('/published/a/scene.ply'));
    const params = readParams(
      `?file=${file}&camera=1&picking=true&username=ann&venue=true&tools=true`,
      ORIGIN,
      null,
    );
    expect(params.fileUrl).toBe(`${ORIGIN}/published/a/scene.ply`);
    expect(params.fileRejected).toBe(false);
    expect(params).toMatchObject({
      showCamera: true,
      picking: true,
      username: 'ann',
      venue: true,
      tools: true,
    });
  });

  it('says when a file was given but cannot be used', () => {
    const params = readParams(
      `?file=${encodeURIComponent(encodeFileParam('javascript:alert(1)'))}`,
      ORIGIN,
      null,
    );
    expect(params.fileUrl).toBeNull();
    expect(params.fileRejected).toBe(true);
    expect(readParams('', ORIGIN, null).fileRejected).toBe(false);
  });

  it('keeps unknown parameters as settings, and ignores odd names', () => {
    const storage = new MemoryStorage();
    readParams('?pointSize=2&camera=1&bad%20name=x', ORIGIN, storage);
    expect(storage.getItem(`${SETTINGS_PREFIX}pointSize`)).toBe('2');
    expect(storage.getItem(`${SETTINGS_PREFIX}camera`)).toBeNull();
    expect(storage.length).toBe(1);
  });
});

describe('settings', () => {
  it('clamps numbers and falls back when missing or not a number', () => {
    const storage = new MemoryStorage();
    expect(numberSetting(storage, 'fov', 60, 10, 120)).toBe(60);
    saveSetting(storage, 'fov', 500);
    expect(numberSetting(storage, 'fov', 60, 10, 120)).toBe(120);
    saveSetting(storage, 'fov', 'wide');
    expect(numberSetting(storage, 'fov', 60, 10, 120)).toBe(60);
  });

  it('survives storage that refuses to work', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => saveSetting(broken, 'x', 1)).not.toThrow();
    expect(readSetting(broken, 'x')).toBeNull();
    expect(readSetting(null, 'x')).toBeNull();
  });
});
