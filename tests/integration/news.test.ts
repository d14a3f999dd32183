// News over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a new item is a draft; publishing it
// from its row dates it; publishing a published item is refused and changes nothing; a holder of another screen's
// permission cannot publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface NewsRow { id: number; title: string; published: boolean | null; published_at: string | null }

describe.each(engines)('news on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let draftId: number;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const row = async (id: number) => (await call('GET', `/api/news/${id}`, { token: adminToken })).body.data as NewsRow;

  it('keeps a new item as a draft, and publishing it dates it now', async () => {
    const created = await call('POST', '/api/news', { token: adminToken, body: { title: 'Draft news', body: 'Text.' } });
    expect(created.status).toBe(201);
    draftId = (created.body.data as NewsRow).id;
    expect(await row(draftId)).toMatchObject({ published: false, published_at: null });
    const drafts = (await call('GET', '/api/news?published=0&per_page=100', { token: adminToken })).body as { news: { data: NewsRow[] } };
    expect(drafts.news.data.map((item) => item.id)).toContain(draftId);
    const published = await call('POST', '/api/news/actions/publish', { token: adminToken, body: { ids: [draftId] }, language: 'en' });
    expect(published.body.message).toBe('The news item was published');
    const now = await row(draftId);
    expect(now.published).toBe(true);
    expect(Math.abs(Date.parse(String(now.published_at)) - Date.now())).toBeLessThan(24 * 3600 * 1000);
  });

  it('refuses to publish a published item and changes nothing, then unpublishes it', async () => {
    const before = await tableDigest(test, 'news');
    const again = await call('POST', '/api/news/actions/publish', { token: adminToken, body: { ids: [draftId] }, language: 'ka' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('ეს მოქმედება ამ ჩანაწერზე არ ვრცელდება');
    expect(await tableDigest(test, 'news')).toBe(before);
    expect((await call('POST', '/api/news/actions/unpublish', { token: adminToken, body: { ids: [draftId] } })).status).toBe(200);
    expect((await row(draftId)).published).toBe(false);
  });

  it('lets no one without news.index publish', async () => {
    const other = await signInHolding(test, 'no-news@example.com', ['students.index']);
    expect((await call('POST', '/api/news/actions/publish', { token: other, body: { ids: [draftId] } })).status).toBe(403);
  });
});
