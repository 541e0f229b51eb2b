/**
 * Random but seeded requests to the tRPC endpoint, for comparing its own handler with tRPC's fetch
 * adapter (trpc-http.test.ts): valid and invalid inputs, single calls and batches, GET and POST and
 * other methods, other content types and bodies, unknown and odd paths, several callers. Every
 * request is answered the same whichever of the two handlers answers it first: mutations are
 * idempotent (the same update twice) or refused, and no answer carries a fresh id or a signed link.
 */
import { seededRandom } from '#viewer/src/seeded-random.ts';

export interface Fixture {
  /** The tokens requests may carry: the owner's, another user's, a forged one. */
  owner: string;
  other: string;
  forged: string;
  /** The owner's records, another user's, and an id nobody has. */
  ownProperty: string;
  ownProject: string;
  otherProperty: string;
  otherProject: string;
  missing: string;
}

export interface GeneratedRequest {
  name: string;
  request: () => Request;
}

const BASE = 'http://localhost';

export function generateRequests(count: number, seed: number, f: Fixture): GeneratedRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number) => random() < p;

  const ids = [f.ownProperty, f.ownProject, f.otherProperty, f.otherProject, f.missing, 'not-a-uuid', ''];
  const odd: unknown[] = [
    null,
    0,
    -1,
    1.5,
    true,
    'text',
    '',
    ' ',
    [],
    [1, 2],
    {},
    { __proto__: { propertyId: f.ownProperty } },
    JSON.parse('{"__proto__": {"admin": true}}'),
    { constructor: 'x' },
    'x'.repeat(6000),
    'ünïcödé ✓ \u0000',
    { nested: { deeper: { deepest: [null, {}] } } },
  ];
  const aboutTexts = ['A loft by the river', 'Bright and quiet', 'x'.repeat(5001), '', '  '];
  const streets = ['1 Main St', '2 Side St', ''];
  const address = () => ({
    street: pick(streets),
    city: pick(['Austin', '', 'Springfield']),
    state: pick(['TX', 'IL', 'ZZ', 'tx', 'T']),
    zip: pick(['73301', '', 62701]),
  });
  /** An object with some of these fields, each right or wrong. */
  const fields = (shape: Record<string, () => unknown>) =>
    Object.fromEntries(
      Object.entries(shape)
        .filter(() => chance(0.9))
        .map(([key, value]) => [key, chance(0.85) ? value() : pick(odd)]),
    );
  const id = () => pick(ids);
  const key = () =>
    pick([`local/u/${f.ownProperty}/media/x/a.png`, `local/${f.missing}/x.png`, '../etc/passwd', '', 'a//b']);

  // Queries whose answers are the same on a second asking (no fresh ids, no signed links).
  const queries: Record<string, () => unknown> = {
    getUserData: () => pick([undefined, { username: '' }, { username: 'someone' }]),
    listProperties: () => pick([undefined, {}, { username: 'ignored' }]),
    getProperty: () => fields({ propertyId: id, username: () => '' }),
    listProjects: () => pick([undefined, {}]),
    getProject: () => fields({ projectId: id }),
    listReceipts: () => pick([undefined, { username: '' }]),
    listPropertyReceipts: () => fields({ propertyId: id }),
    listProjectReceipts: () => fields({ projectId: id }),
    getBuildTaskState: () => fields({ propertyId: id, username: () => '' }),
    listMediaFiles: () => fields({ propertyId: id }),
    listUserProjectFiles: () => fields({ projectId: id }),
    listProjectMembers: () => fields({ projectId: id }),
    listCommentThreads: () => fields({ projectId: id, sceneId: () => pick(['scene-1', '../x']) }),
    getFeatureFlags: () => pick([undefined, {}]),
    getTourPublication: () => fields({ propertyId: id }),
    getPublication: () => fields({ projectId: id, fileKey: key }),
    listPublicationVisits: () => fields({ publicationId: id }),
    getCloudDriveStatus: () => fields({ cloudDriveType: () => 'google-drive', propertyId: id }),
    listStoreFiles: () =>
      fields({ cloudDriveType: () => pick(['google-drive', 'dropbox']), parentId: () => 'root' }),
    // Signed links would differ from one asking to the next: only keys that are not the caller's.
    getFileUrl: () => fields({ key }),
  };
  // Mutations that do the same thing twice (an update to the same value) or are refused.
  const mutations: Record<string, () => unknown> = {
    updatePropertyAbout: () => fields({ propertyId: id, about: () => pick(aboutTexts) }),
    updateProperty: () => ({ ...address(), ...fields({ propertyId: id }) }),
    updateProjectAbout: () =>
      fields({ projectId: id, name: () => pick(['Gala', '', 'Summer']), about: () => pick(aboutTexts) }),
    // Deletions only of what nobody has (a real one would be gone for the second asking).
    deleteProperty: () => fields({ propertyId: () => pick([f.missing, 'nope']) }),
    deleteProject: () => fields({ projectId: () => pick([f.missing, 7]) }),
    deleteMediaFile: () => fields({ mediaFileId: key }),
    setAsThumbnail: () => fields({ mediaFileId: key, propertyId: id }),
    unpublishFile: () => fields({ publicationId: () => pick([f.missing, 'x']) }),
    publishTour: () => fields({ propertyId: id }),
    publishFile: () => fields({ projectId: id, fileKey: key }),
    // Sharing only with nobody (a real member would be one already the second time).
    inviteProjectMember: () =>
      fields({
        projectId: id,
        who: () => pick(['nobody_at_all', 'nobody@example.com', '']),
        role: () => pick(['viewer', 'owner']),
      }),
    changeProjectMemberRole: () =>
      fields({ projectId: id, member: () => 'nobody_at_all', role: () => 'editor' }),
    removeProjectMember: () => fields({ projectId: id, member: () => pick(['nobody_at_all', '']) }),
    leaveProject: () => fields({ projectId: id }),
    // Threads only refused (a real one would get a fresh id), replies and resolutions of none.
    startCommentThread: () =>
      fields({
        projectId: id,
        sceneId: () => 'scene-1',
        anchor: () => ({ kind: 'point' }),
        text: () => '  ',
      }),
    replyToCommentThread: () => fields({ projectId: id, threadId: () => f.missing, text: () => 'Hello' }),
    setCommentThreadResolved: () =>
      fields({ projectId: id, threadId: () => f.missing, resolved: () => true }),
    // Creations only with one field missing or wrong: a valid one would create a fresh id each time.
    createProperty: () => {
      const value: Record<string, unknown> = address();
      delete value[pick(['street', 'city', 'state', 'zip'])];
      return value;
    },
    createProject: () => pick([{ name: '' }, { about: 'x' }, { name: 'x', about: '' }, null]),
    createNewTask: () =>
      pick([
        { propertyId: f.ownProperty, sourceFiles: [] },
        {
          propertyId: f.missing,
          sourceFiles: [
            { source: 'a', sourceName: 'a.mp4', sourceStore: 'local-disk', sourceFileType: 'mp4' },
          ],
        },
        { propertyId: 'x' },
      ]),
    getUploadUrl: () =>
      fields({
        propertyId: () => pick([f.otherProperty, f.missing]),
        fileName: () => pick(['a.exe', '../a.png', '']),
      }),
    deleteAccount: () => pick([{ confirmation: 'not-my-name' }, {}, { confirmation: 5 }]),
    getAnnotationImageUploadUrls: () => pick([{}, null]),
  };
  const queryNames = Object.keys(queries);
  const mutationNames = Object.keys(mutations);
  const inputOf = (name: string) => {
    // Own keys only: the batches name `constructor` and `__proto__` too.
    const make = Object.hasOwn(queries, name)
      ? queries[name]
      : Object.hasOwn(mutations, name)
        ? mutations[name]
        : undefined;
    return (make ?? (() => pick(odd)))();
  };

  const token = () => {
    const roll = random();
    if (roll < 0.72) return f.owner;
    if (roll < 0.84) return f.other;
    if (roll < 0.9) return null;
    if (roll < 0.96) return f.forged;
    return pick(['Bearer nonsense', 'x', `${f.owner} `]);
  };
  const headersWith = (extra: Record<string, string> = {}) => {
    const value = token();
    return { ...(value === null ? {} : { authorization: value }), ...extra };
  };
  const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value) ?? '');
  const queryString = (input: unknown, batch = false) => {
    const parts = batch ? ['batch=1'] : [];
    if (input !== undefined) parts.push(`input=${encode(input)}`);
    return parts.length ? `?${parts.join('&')}` : '';
  };
  const jsonTypes = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];

  const get = (path: string, extra?: Record<string, string>) => {
    const headers = headersWith(extra);
    return () => new Request(`${BASE}${path}`, { headers });
  };
  const post = (path: string, body: string, contentType: string | null = pick(jsonTypes)) => {
    const headers = headersWith(contentType === null ? {} : { 'content-type': contentType });
    return () => new Request(`${BASE}${path}`, { method: 'POST', headers, body });
  };

  /** A batch's inputs: by index, some missing, sometimes an extra one. */
  const batchInput = (names: string[]) => {
    const input: Record<string, unknown> = {};
    names.forEach((name, index) => {
      if (chance(0.9)) input[index] = inputOf(name);
    });
    if (chance(0.1)) input[names.length] = pick(odd);
    return input;
  };
  const batchOf = (pool: string[]) => {
    const names = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(pool));
    // Now and then one the other type, or no procedure at all.
    if (chance(0.1)) names.push(pool === queryNames ? pick(mutationNames) : pick(queryNames));
    if (chance(0.08)) names.push(pick(['noSuchProcedure', 'constructor', '__proto__']));
    return names;
  };

  const makers: [number, () => GeneratedRequest][] = [
    [
      30,
      () => {
        const name = pick(queryNames);
        const input = inputOf(name);
        return { name: `GET ${name}`, request: get(`/trpc/${name}${queryString(input)}`) };
      },
    ],
    [
      20,
      () => {
        const name = pick(mutationNames);
        const input = inputOf(name);
        return { name: `POST ${name}`, request: post(`/trpc/${name}`, JSON.stringify(input ?? null)) };
      },
    ],
    [
      12,
      () => {
        const names = batchOf(queryNames);
        const input = chance(0.9) ? batchInput(names) : pick(odd);
        return {
          name: `GET batch ${names.join(',')}`,
          request: get(`/trpc/${names.join(',')}${queryString(input, true)}`),
        };
      },
    ],
    [
      10,
      () => {
        const names = batchOf(mutationNames);
        const input = chance(0.9) ? batchInput(names) : pick(odd);
        return {
          name: `POST batch ${names.join(',')}`,
          request: post(`/trpc/${names.join(',')}?batch=1`, JSON.stringify(input)),
        };
      },
    ],
    [
      8,
      () => {
        // The wrong method for the procedure's type.
        if (chance(0.5)) {
          const name = pick(mutationNames);
          return { name: `GET mutation ${name}`, request: get(`/trpc/${name}${queryString(inputOf(name))}`) };
        }
        const name = pick(queryNames);
        return {
          name: `POST query ${name}`,
          request: post(`/trpc/${name}`, JSON.stringify(inputOf(name) ?? {})),
        };
      },
    ],
    [
      10,
      () => {
        // Bodies and content types the handler leaves to tRPC, and odd query strings.
        const name = pick(mutationNames);
        const variant = pick([
          () => post(`/trpc/${name}`, '{not json'),
          () => post(`/trpc/${name}`, ''),
          () => post(`/trpc/${name}`, 'null'),
          () =>
            post(
              `/trpc/${name}`,
              JSON.stringify(inputOf(name)),
              pick(['text/plain', 'application/jsonx', 'application/octet-stream']),
            ),
          () => post(`/trpc/${name}`, JSON.stringify(inputOf(name)), null),
          () => post(`/trpc/${name}?batch=1`, '[1]'),
          () => get(`/trpc/listProperties?input=`),
          () => get(`/trpc/getProperty?input=%7Bnot-json`),
          () => get(`/trpc/listProperties?batch=true`),
          () => get(`/trpc/listProperties?batch=1&batch=0`),
          () =>
            get(`/trpc/listProperties`, {
              'content-type': pick(['text/plain', 'multipart/form-data; boundary=x']),
            }),
          () => get(`/trpc/listProperties?batch=1`, { 'trpc-accept': 'application/jsonl' }),
          () => get(`/trpc/listProperties?connectionParams=${encode({ a: 1 })}`),
        ]);
        return { name: `odd request to ${name}`, request: variant() };
      },
    ],
    [
      7,
      () => {
        const path = pick([
          '/trpc',
          '/trpc/',
          '/trpc//listProperties',
          '/trpc/listProperties/',
          '/trpc/LISTPROPERTIES',
          '/trpc/__proto__',
          '/trpc/constructor',
          '/trpc/toString',
          '/trpc/hasOwnProperty',
          '/trpc/_def',
          '/trpc/createCaller',
          '/trpc/list%50roperties',
          '/trpc/listProperties,?batch=1',
          '/trpc/,listProperties?batch=1',
          '/trpc/listProperties,,getUserData?batch=1',
          `/trpc/${Array(21).fill('getUserData').join(',')}?batch=1`,
          '/trpc/noSuchProcedure',
        ]);
        return { name: `path ${path}`, request: chance(0.7) ? get(path) : post(path, '{}') };
      },
    ],
    [
      3,
      () => {
        const method = pick(['HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
        const headers = headersWith({ 'content-type': 'application/json' });
        const body = method === 'HEAD' ? null : '{}';
        return {
          name: `${method} listProperties`,
          request: () => new Request(`${BASE}/trpc/listProperties`, { method, headers, body }),
        };
      },
    ],
  ];
  const total = makers.reduce((sum, [weight]) => sum + weight, 0);
  return Array.from({ length: count }, (_, index) => {
    let roll = random() * total;
    for (const [weight, make] of makers) {
      roll -= weight;
      if (roll < 0) {
        const made = make();
        return { ...made, name: `#${index} ${made.name}` };
      }
    }
    throw new Error('unreachable');
  });
}
