// The stream of notifications as the bell reads it (contract/notifications.ts streamEvents): whole events only, in
// whichever pieces they come, comment lines (the stream's heartbeat) passed over.
import { describe, expect, it } from 'vitest';
import { streamEvents } from '../../../contract/notifications';

describe('the events of a stream of notifications', () => {
  it('reads whole events and keeps the rest for the next piece', () => {
    const first = streamEvents('event: ready\ndata: {}\n\n: alive\n\nevent: notification\ndata: {"item":{"id":7}');
    expect(first.events).toEqual([{ event: 'ready', data: {} }]);
    const second = streamEvents(`${first.rest},"unread":2}\n\nevent: changed\n`);
    expect(second.events).toEqual([{ event: 'notification', data: { item: { id: 7 }, unread: 2 } }]);
    expect(second.rest).toBe('event: changed\n');
  });

  it('takes CRLF line ends and data that is not JSON as text', () => {
    expect(streamEvents('event: note\r\ndata: plain words\r\n\r\n').events).toEqual([{ event: 'note', data: 'plain words' }]);
  });
});
