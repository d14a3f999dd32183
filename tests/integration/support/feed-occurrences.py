# An iCalendar feed as a calendar program other than ical.js reads it: Debian's python3-icalendar parses it and
# python3-recurring-ical-events expands its repeating events (RRULE, less their EXDATEs) between two days. Reads the
# feed on stdin; prints a JSON object: how many events the feed wrote, each DTSTAMP as written, and each occurrence
# with its summary, location, start as an instant (UTC, ISO 8601) and the zone its start was written in.
import json
import sys
from datetime import date, timezone

import icalendar
import recurring_ical_events

first, last = (date.fromisoformat(day) for day in sys.argv[1:3])
calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
written = [component for component in calendar.walk('VEVENT')]
occurrences = []
for event in recurring_ical_events.of(calendar).between(first, last):
    start = event['DTSTART']
    occurrences.append({
        'summary': str(event['SUMMARY']),
        'location': str(event['LOCATION']) if 'LOCATION' in event else None,
        'start': start.dt.astimezone(timezone.utc).isoformat().replace('+00:00', 'Z'),
        'zone': start.params.get('TZID'),
        'uid': str(event['UID']),
    })
json.dump({
    'written': len(written),
    'stamps': [component['DTSTAMP'].to_ical().decode() for component in written],
    'occurrences': occurrences,
}, sys.stdout)
