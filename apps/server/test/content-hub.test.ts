import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTeam, eventually, sineWav, upload, type Colleague } from './content-fixtures';
import { DB_KINDS, startServer, type TestServer } from './harness';

describe.each(DB_KINDS)('Innholdshub search and collections (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('finds Norwegian words with æ, ø and å, any case, by stem and by prefix, with counts', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker']);
    const c = admin.client;
    await c.post('/api/notes', { title: 'Blåbærsyltetøy til frokost', body: 'Vi snakker om bær og SYLTETØY.', visibility: 'shared' });
    await c.post('/api/notes', { title: 'Gjester', body: 'Ørjan fra Ålesund kommer på torsdag. Notatene ligger her.' });
    await c.post('/api/notes', { title: 'Trafikk', body: 'Kø på E6 ved Økern.', tags: ['trafikk'] });
    const media = await upload(c, sineWav(0.3), 'ærfugl-lyd.wav', 'Ærfugl ved Ørland');
    await eventually(() => c.get(`/api/media/${media.body.media.id}`), (r) => r.body.media.processing.status === 'done');

    const search = async (q: string, extra = '') => (await c.get(`/api/content-hub?q=${encodeURIComponent(q)}${extra}`)).body;
    expect((await search('blåbær')).items.map((i: any) => i.title)).toEqual(['Blåbærsyltetøy til frokost']);
    expect((await search('BLÅBÆRSYLTETØY')).counts).toEqual({ total: 1, notes: 1, media: 0 });
    expect((await search('ålesund')).items[0].title).toBe('Gjester');
    expect((await search('notat')).items[0].title).toBe('Gjester'); // 'notatene' by its stem
    expect((await search('økern')).items[0].title).toBe('Trafikk');
    const ørland = await search('ørland');
    expect(ørland.items[0]).toMatchObject({ type: 'media', title: 'Ærfugl ved Ørland', kind: 'audio' });
    expect(ørland.counts).toEqual({ total: 1, notes: 0, media: 1 });
    expect((await search('finnes ikke')).counts.total).toBe(0);
    // Only stop words: nothing to search for, so everything matches.
    expect((await search('og på')).counts).toEqual({ total: 4, notes: 3, media: 1 });
    // Query syntax in the input is just text.
    expect((await c.get(`/api/content-hub?q=${encodeURIComponent("bær & !:* ' | (")}`)).status).toBe(200);

    const all = await search('');
    expect(all.counts).toEqual({ total: 4, notes: 3, media: 1 });
    expect((await search('', '&type=media')).counts).toEqual({ total: 1, notes: 0, media: 1 });
    expect((await search('', '&type=image')).counts.total).toBe(0);
    expect((await search('', '&tag=trafikk')).items.map((i: any) => i.title)).toEqual(['Trafikk']);

    // A colleague sees shared notes and media, never someone's private notes.
    const colleague = await others[0]!.client.get('/api/content-hub');
    expect(colleague.body.counts).toEqual({ total: 2, notes: 1, media: 1 });
    const bad = await c.get('/api/content-hub?type=video');
    expect(bad.status).toBe(400);
    expect((await c.get('/api/content-hub?sort=x')).status).toBe(400);
  });

  it('filters by owner and date and groups items in collections', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker', 'Tekniker']);
    const [tech, other] = others as [Colleague, Colleague];
    await admin.client.post('/api/notes', { title: 'Admins', visibility: 'shared' });
    const techNote = await tech.client.post('/api/notes', { title: 'Teknikerens', visibility: 'shared' });
    const byOwner = await admin.client.get(`/api/content-hub?owner=${tech.id}`);
    expect(byOwner.body.items.map((i: any) => i.title)).toEqual(['Teknikerens']);
    await server.database.query(`UPDATE notes SET updated_at = '2024-03-01T10:00:00Z' WHERE title = 'Admins'`);
    const march = await admin.client.get('/api/content-hub?from=2024-03-01&to=2024-03-01');
    expect(march.body.items.map((i: any) => i.title)).toEqual(['Admins']);

    const collection = await tech.client.post('/api/collections', { name: 'Fredagsshow', color: '#22c55e' });
    expect(collection.status).toBe(201);
    const cid = collection.body.collection.id;
    const added = await tech.client.post(`/api/collections/${cid}/items`, { item_type: 'note', item_id: techNote.body.note.id });
    expect(added.body.collection.item_count).toBe(1);
    const inCollection = await admin.client.get(`/api/content-hub?collection=${cid}`);
    expect(inCollection.body.items.map((i: any) => i.title)).toEqual(['Teknikerens']);
    expect(inCollection.body.items[0].collection_ids).toEqual([cid]);

    const privateNote = await admin.client.post('/api/notes', { title: 'Privat' });
    const sneak = await tech.client.post(`/api/collections/${cid}/items`, { item_type: 'note', item_id: privateNote.body.note.id });
    expect(sneak.status).toBe(404);

    // A colleague may add to it, but neither rename it nor take out what others put in.
    const adminNote = await admin.client.post('/api/notes', { title: 'Kjøreplan', visibility: 'shared' });
    expect((await other.client.post(`/api/collections/${cid}/items`, { item_type: 'note', item_id: adminNote.body.note.id })).status).toBe(200);
    expect((await other.client.request('PATCH', `/api/collections/${cid}`, { name: 'Mitt nå' })).status).toBe(403);
    expect((await other.client.request('DELETE', `/api/collections/${cid}/items/note/${techNote.body.note.id}`)).status).toBe(403);
    expect((await other.client.request('DELETE', `/api/collections/${cid}/items/note/${adminNote.body.note.id}`)).status).toBe(200);
    expect((await tech.client.request('PATCH', `/api/collections/${cid}`, { name: 'Fredagsshowet' })).status).toBe(200);

    // The administrator may delete anyone's collection; what was in it stays.
    expect((await admin.client.request('DELETE', `/api/collections/${cid}`)).status).toBe(204);
    expect((await tech.client.get('/api/notes')).body.notes.map((n: any) => n.title)).toContain('Teknikerens');
    expect((await admin.client.get('/api/collections')).body.collections).toEqual([]);
  });
});
