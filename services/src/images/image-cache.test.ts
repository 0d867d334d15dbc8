import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-cache.ts';

const image = (bytes: number) => ({ data: Buffer.alloc(bytes) });

describe('createImageCache', () => {
  it('keeps a value once made and answers it again without making it', async () => {
    const cache = createImageCache({ maxBytes: 100, maxEntries: 10 });
    let made = 0;
    const create = async () => {
      made += 1;
      return image(10);
    };
    expect((await cache.getOrCreate('a', create)).hit).toBe(false);
    expect((await cache.getOrCreate('a', create)).hit).toBe(true);
    expect(made).toBe(1);
  });

  it('drops the least recently used values to stay within its byte budget', async () => {
    const cache = createImageCache({ maxBytes: 30, maxEntries: 10 });
    await cache.getOrCreate('a', async () => image(10));
    await cache.getOrCreate('b', async () => image(10));
    await cache.getOrCreate('c', async () => image(10));
    await cache.getOrCreate('a', async () => image(10)); // a is now the most recent
    await cache.getOrCreate('d', async () => image(10)); // over budget: b goes
    expect(cache.bytes).toBe(30);
    expect((await cache.getOrCreate('a', async () => image(10))).hit).toBe(true);
    expect((await cache.getOrCreate('b', async () => image(10))).hit).toBe(false);
  });

  it('holds at most maxEntries values and never keeps one larger than the whole budget', async () => {
    const cache = createImageCache({ maxBytes: 50, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.getOrCreate(key, async () => image(1));
    expect(cache.size).toBe(2);
    await cache.getOrCreate('huge', async () => image(51));
    expect(cache.size).toBe(2);
    expect((await cache.getOrCreate('huge', async () => image(51))).hit).toBe(false);
  });

  it('shares one render between asks that arrive while it runs', async () => {
    const cache = createImageCache({ maxBytes: 100, maxEntries: 10 });
    let made = 0;
    let finish: (value: { data: Buffer }) => void = () => {};
    const create = () => {
      made += 1;
      return new Promise<{ data: Buffer }>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.getOrCreate('a', create);
    const second = cache.getOrCreate('a', create);
    finish(image(5));
    const [one, two] = await Promise.all([first, second]);
    expect(made).toBe(1);
    expect(one.value).toBe(two.value);
    expect(two.hit).toBe(true);
  });

  it('forgets a failed render so the next ask tries again', async () => {
    const cache = createImageCache({ maxBytes: 100, maxEntries: 10 });
    await expect(cache.getOrCreate('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.getOrCreate('a', async () => image(1))).hit).toBe(false);
  });
});
