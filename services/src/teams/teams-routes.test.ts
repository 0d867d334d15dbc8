import { type TeamsResponse, teamsResponse, validate } from '@club/shared/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('lists the four teams of spec 000 §3 in its order, with their ids, slugs and child-friendly flag', async () => {
  const response = await fetchJson<TeamsResponse>(`${server.url}/teams/teams`);
  expect(response.status).toBe(200);
  expect(validate(teamsResponse, response.body).ok).toBe(true);
  expect(response.body.data.map(({ name, id, slug }) => ({ name, id, slug }))).toEqual([
    { name: "Men's Team", id: 't3448', slug: '' },
    { name: 'Lionesses', id: 't18882', slug: 'lionesses' },
    { name: 'B-Team', id: 't17164', slug: 'b-team' },
    { name: 'Under-18s', id: 't15937', slug: 'under-18s' },
  ]);
  expect(response.body.data.filter((team) => team.childFriendly).map((team) => team.id)).toEqual(['t15937']);
});
