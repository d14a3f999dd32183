// News over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a new item is a draft; publishing it
// from its row dates it; publishing a published item is refused and changes nothing; a holder of another screen's
// permission cannot publish. The body is formatted text: the server keeps its formatting and removes anything else.
import ExcelJS from 'exceljs';
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
    // publishing is in the item's history, as an edit of it would be
    const history = (await call('GET', `/api/news/${draftId}/history`, { token: adminToken })).body as { data: { action: string; changes: Record<string, unknown> }[] };
    expect(history.data[0]).toMatchObject({ action: 'update', changes: { published: { from: false, to: true } } });
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

  it('keeps a body\'s formatting and removes scripts, handlers, styles and unsafe links before storing it', async () => {
    const body = '<h3>Open day</h3><p onclick="steal()">Come <strong>early</strong>, <em>bring</em> <a href="javascript:alert(1)">this</a> and '
      + '<a href="https://example.edu/map">the map</a>.</p><script>alert(1)</script><img src=x onerror="alert(1)"><ul><li style="color:red">Hall A</li></ul>';
    const created = await call('POST', '/api/news', { token: adminToken, body: { title: 'Open day', body } });
    expect(created.status).toBe(201);
    const stored = (await call('GET', `/api/news/${(created.body.data as NewsRow).id}`, { token: adminToken })).body.data as { body: string };
    expect(stored.body).toBe('<h3>Open day</h3><p>Come <strong>early</strong>, <em>bring</em> <a rel="noopener noreferrer" target="_blank">this</a> and '
      + '<a href="https://example.edu/map" rel="noopener noreferrer" target="_blank">the map</a>.</p><ul><li>Hall A</li></ul>');
  });

  it('refuses a body of no words as missing, in the user\'s language, and changes nothing', async () => {
    const before = await tableDigest(test, 'news');
    for (const body of ['<p><br></p>', '<script>alert(1)</script>', '<p>   </p>']) {
      const refused = await call('POST', '/api/news', { token: adminToken, body: { title: 'Empty', body }, language: 'en' });
      expect(refused.status, body).toBe(422);
      expect(Object.keys(refused.body.errors as object)).toEqual(['body']);
    }
    expect(await tableDigest(test, 'news')).toBe(before);
  });

  it('exports a body as its words, a paragraph a line', async () => {
    const exported = await call('GET', '/api/news/export?search=Open%20day', { token: adminToken, language: 'en' });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).indexOf('Description');
    expect(sheet.getRow(2).getCell(header).value).toBe('Open day\nCome early, bring this and the map.\nHall A');
  });
});
