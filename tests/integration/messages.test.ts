// Messages over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a message written to a student
// group, a role or a person reaches exactly the accounts they stand for; each mailbox is its owner's alone (another's
// row answers 404 to a read and to an action); reading, marking, favourites and drafts; and a refused message
// (no subject, no one to reach, an attachment that is not a document) is refused in the user's language and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface MailRow { id: number; box: string; subject: string; unread: boolean; favourite: boolean; sender_name: string; recipient_names: string | null }

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe.each(engines)('messages on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let alice: string;
  let bob: string;
  let carol: string;
  let groupId: number;
  let roleId: number;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const userId = async (email: string) => (await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0].id;
  const mailbox = async (token: string, query = '') => {
    const answer = await call('GET', `/api/messages?per_page=100${query}`, { token });
    expect(answer.status).toBe(200);
    return (answer.body as { messages: { data: MailRow[] } }).messages.data;
  };
  const unread = async (token: string) => (await call('GET', '/api/messages/unreadCount', { token })).body.count as number;
  const compose = (token: string, body: Record<string, unknown>, language: 'ka' | 'en' = 'ka') =>
    call('POST', '/api/messages/actions/compose', { token, body, language });

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
    alice = await signInHolding(test, 'alice@example.com', ['students.index']);
    bob = await signInHolding(test, 'bob@example.com', ['students.index']);
    carol = await signInHolding(test, 'carol@example.com', ['students.index']);
    // carol's account is a student's, in a group that has no other student account
    const [student] = await sql<{ id: number; group_id: number }>(
      `SELECT id, group_id FROM students s WHERE group_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM users u JOIN students g ON g.id = u.student_id WHERE g.group_id = s.group_id)
       ORDER BY id LIMIT 1`,
    );
    groupId = student.group_id;
    await sql('UPDATE users SET student_id = $1 WHERE email = $2', [student.id, 'carol@example.com']);
    [{ id: roleId }] = await sql<{ id: number }>(`SELECT r.id FROM roles r JOIN user_roles ur ON ur.role_id = r.id JOIN users u ON u.id = ur.user_id WHERE u.email = 'bob@example.com'`);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('delivers a message to a student group\'s accounts and to a role\'s holders, and to no one else', async () => {
    const before = { carol: await unread(carol), bob: await unread(bob), admin: await unread(adminToken) };
    const sent = await compose(alice, { to_groups: [groupId], to_roles: [roleId], subject: 'Group meeting', body: 'On Monday at ten.' }, 'en');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('The message was sent to 2 recipients');
    expect(await unread(carol)).toBe(before.carol + 1);
    expect(await unread(bob)).toBe(before.bob + 1);
    expect(await unread(adminToken)).toBe(before.admin);
    const [inCarol] = (await mailbox(carol, '&box=inbox')).filter((row) => row.subject === 'Group meeting');
    expect(inCarol).toMatchObject({ box: 'inbox', unread: true, sender_name: 'Test Holder' });
    const [inAlice] = (await mailbox(alice, '&box=sent')).filter((row) => row.subject === 'Group meeting');
    expect(inAlice.unread).toBe(false);
    expect(inAlice.recipient_names?.split(', ')).toHaveLength(2);
    expect((await mailbox(adminToken)).some((row) => row.subject === 'Group meeting')).toBe(false);
  });

  it('keeps each mailbox its owner\'s: another\'s row is a 404 to a read and to every action', async () => {
    await compose(alice, { to_users: [await userId('carol@example.com')], subject: 'Private', body: 'For carol only.' });
    const [row] = (await mailbox(carol)).filter((item) => item.subject === 'Private');
    expect((await call('GET', `/api/messages/${row.id}`, { token: bob })).status).toBe(404);
    const before = await tableDigest(test, 'mailbox');
    for (const action of ['markRead', 'markUnread', 'favourite', 'unfavourite']) {
      expect((await call('POST', `/api/messages/actions/${action}`, { token: bob, body: { ids: [row.id] } })).status, action).toBe(404);
    }
    expect(await tableDigest(test, 'mailbox')).toBe(before);
    expect((await mailbox(bob)).some((item) => item.subject === 'Private')).toBe(false);
    expect((await call('GET', `/api/messages/${row.id}`, { token: carol })).status).toBe(200);
  });

  it('reads a message when it is opened, and marks it unread and read again on request', async () => {
    await compose(alice, { to_users: [await userId('carol@example.com')], subject: 'Read me', body: 'Text.' });
    const [row] = (await mailbox(carol)).filter((item) => item.subject === 'Read me');
    const count = await unread(carol);
    const opened = await call('GET', `/api/messages/${row.id}`, { token: carol });
    expect((opened.body.data as MailRow).unread).toBe(false);
    expect(await unread(carol)).toBe(count - 1);
    expect((await call('POST', '/api/messages/actions/markUnread', { token: carol, body: { ids: [row.id] } })).status).toBe(200);
    expect(await unread(carol)).toBe(count);
    expect((await mailbox(carol, '&unread=1')).some((item) => item.id === row.id)).toBe(true);
    await call('POST', '/api/messages/actions/markRead', { token: carol, body: { ids: [row.id] } });
    expect(await unread(carol)).toBe(count - 1);
  });

  it('turns a favourite on and off, and the favourites tab follows', async () => {
    const [row] = await mailbox(carol, '&box=inbox');
    const on = await call('POST', '/api/messages/actions/favourite', { token: carol, body: { ids: [row.id] }, language: 'en' });
    expect(on.body.message).toBe('Added to favourites');
    expect((await mailbox(carol, '&favourite=1')).map((item) => item.id)).toContain(row.id);
    const twice = await call('POST', '/api/messages/actions/favourite', { token: carol, body: { ids: [row.id] } });
    expect(twice.status).toBe(422);
    await call('POST', '/api/messages/actions/unfavourite', { token: carol, body: { ids: [row.id] } });
    expect((await mailbox(carol, '&favourite=1')).map((item) => item.id)).not.toContain(row.id);
  });

  it('keeps a draft unsent until its send action, which only a draft takes', async () => {
    const bobId = await userId('bob@example.com');
    const kept = await compose(alice, { to_users: [bobId], subject: 'Draft', body: 'Not yet.', draft: true }, 'en');
    expect(kept.body.message).toBe('The message was kept in drafts');
    const [draft] = (await mailbox(alice, '&box=drafts')).filter((item) => item.subject === 'Draft');
    expect((await mailbox(bob)).some((item) => item.subject === 'Draft')).toBe(false);
    const count = await unread(bob);
    expect((await call('POST', '/api/messages/actions/send', { token: alice, body: { ids: [draft.id] } })).status).toBe(200);
    expect(await unread(bob)).toBe(count + 1);
    expect((await mailbox(alice, '&box=sent')).some((item) => item.id === draft.id)).toBe(true);
    const again = await call('POST', '/api/messages/actions/send', { token: alice, body: { ids: [draft.id] }, language: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This action does not apply to this record');
  });

  it('refuses a message without a subject or anyone to reach, in the user\'s language, and changes nothing', async () => {
    const before = [await tableDigest(test, 'messages'), await tableDigest(test, 'mailbox')];
    const noSubject = await compose(alice, { to_users: [await userId('bob@example.com')], body: 'Text.' }, 'en');
    expect(noSubject.status).toBe(422);
    expect(Object.keys(noSubject.body.errors as object)).toEqual(['subject']);
    const nobody = await compose(alice, { subject: 'To nobody', body: 'Text.' }, 'ka');
    expect(nobody.status).toBe(422);
    expect((nobody.body.errors as Record<string, string[]>).to_users[0]).toBe('აირჩიეთ ერთი ადრესატი მაინც, რომელსაც ანგარიში აქვს');
    // a group none of whose students has an account: said at the groups, where the form shows it
    const [{ id: unreached }] = await sql<{ id: number }>(
      `SELECT g.id FROM student_groups g WHERE NOT EXISTS (SELECT 1 FROM users u JOIN students s ON s.id = u.student_id WHERE s.group_id = g.id) ORDER BY g.id LIMIT 1`,
    );
    const noAccounts = await compose(alice, { to_groups: [unreached], subject: 'To a group', body: 'Text.' }, 'en');
    expect(noAccounts.status).toBe(422);
    expect(noAccounts.body.errors).toEqual({ to_groups: ['None of those chosen has an account yet, so the message would reach no one: choose at least one recipient who has one'] });
    const unknown = await compose(alice, { to_users: [2_000_000_000], subject: 'Who', body: 'Text.' }, 'en');
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors as object)).toEqual(['to_users']);
    for (const ids of [[], 'x', [0], [1.5], Array.from({ length: 1001 }, (_, i) => i + 1)]) {
      expect((await call('POST', '/api/messages/actions/markRead', { token: alice, body: { ids } })).status).toBe(422);
    }
    expect([await tableDigest(test, 'messages'), await tableDigest(test, 'mailbox')]).toEqual(before);
  });

  it('takes a PDF as an attachment and refuses what is not a document', async () => {
    const form = (content: Buffer, name: string) => {
      const data = new FormData();
      data.append('to_roles', JSON.stringify([roleId]));
      data.append('subject', 'With a file');
      data.append('body', 'See the attachment.');
      data.append('attachment', new Blob([new Uint8Array(content)]), name);
      return data;
    };
    const refused = await call('POST', '/api/messages/actions/compose', { token: alice, form: form(Buffer.from('MZ\x90\x00 not a document'), 'tool.exe'), language: 'en' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(['attachment']);
    const accepted = await call('POST', '/api/messages/actions/compose', { token: alice, form: form(PDF, 'plan.pdf') });
    expect(accepted.status).toBe(200);
    const [row] = (await mailbox(bob)).filter((item) => item.subject === 'With a file');
    const opened = (await call('GET', `/api/messages/${row.id}`, { token: bob })).body.data as { attachment: string };
    expect(opened.attachment).toMatch(/\.pdf$/);
  });

  it('lists on the home only the user\'s own unread messages, newest first', async () => {
    const homeOf = async (token: string) => {
      const answer = await call('GET', '/api/dashboards/home', { token });
      const tile = (answer.body.tiles as Record<string, { rows?: { subject: string }[] }>).unread;
      return tile.rows?.map((row) => row.subject) ?? [];
    };
    await compose(alice, { to_users: [await userId('carol@example.com')], subject: 'For the home', body: 'Text.' });
    expect((await homeOf(carol))[0]).toBe('For the home');
    expect(await homeOf(bob)).not.toContain('For the home');
    const [row] = (await mailbox(carol)).filter((item) => item.subject === 'For the home');
    await call('GET', `/api/messages/${row.id}`, { token: carol });
    expect(await homeOf(carol)).not.toContain('For the home');
  });

  it('is closed to a user without students.index', async () => {
    const newsOnly = await signInHolding(test, 'news-only@example.com', ['news.index']);
    expect((await call('GET', '/api/messages', { token: newsOnly })).status).toBe(403);
    expect((await compose(newsOnly, { to_users: [1], subject: 'x', body: 'y' })).status).toBe(403);
  });
});
