import { FAQ_GENERAL_GROUP, type FaqsResponse, faqsResponse, validate } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function faqs(query = '') {
  const response = await fetchJson<FaqsResponse>(`${server.url}/web/v1/faqs${query}`);
  expect(response.status).toBe(200);
  const checked = validate(faqsResponse, response.body);
  expect(checked.ok ? [] : checked.problems).toEqual([]);
  return response.body.data;
}

describe('GET /web/v1/faqs', () => {
  it('answers every group, General first, each with headings and HTML bodies', async () => {
    const groups = await faqs();
    expect(groups[0]).toMatchObject({ id: 'general', title: FAQ_GENERAL_GROUP });
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      expect(group.items.length).toBeGreaterThan(0);
      for (const item of group.items) {
        expect(item.heading.length).toBeGreaterThan(0);
        expect(item.body).toMatch(/^<(p|ul|ol)>/);
      }
    }
  });

  it('quotes the streaming facts of spec 001 §9', async () => {
    const text = (await faqs()).flatMap((g) => g.items.map((i) => `${i.heading} ${i.body}`)).join('\n');
    for (const fact of [
      '45 minutes before kick-off',
      'about 5 to 10 minutes before kick-off',
      'within 3 months',
      'at least 1.2 Mbps, with latency under 100 ms',
      'at least 4 Mbps, with latency under 50 ms',
      'can be bought only in a desktop or mobile browser',
      'UK domestic video is not offered',
      'In the UK and Ireland, streams are blocked from 14:45 to 17:15 on Saturdays',
      'held back until 12 noon UK time the next day',
      'Can I watch from overseas?',
      'Are cup matches included?',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('narrows to one group with ?group=', async () => {
    const groups = await faqs('?group=general');
    expect(groups.map((g) => g.id)).toEqual(['general']);
    expect(groups[0]?.title).toBe(FAQ_GENERAL_GROUP);
  });

  it('answers 404 for an unknown group and 400 for a malformed one', async () => {
    const unknown = await fetchJson<{ errors: Array<{ code: string }> }>(
      `${server.url}/web/v1/faqs?group=billing`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.code).toBe('not_found');
    const malformed = await fetchJson<{ errors: Array<{ code: string; detail: string }> }>(
      `${server.url}/web/v1/faqs?group=General%20Stuff`,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]?.detail).toContain('group:');
    const twice = await fetchJson(`${server.url}/web/v1/faqs?group=general&group=technical-help`);
    expect(twice.status).toBe(400);
  });
});
