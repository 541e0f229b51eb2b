const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Jan 5, 2025", or an en dash when the value is missing or not a date. */
export function formatDate(value: string | undefined): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : '–';
}

export function formatDateTime(value: string | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '–';
}

export function formatAddressLine(address: { city: string; state: string; zip: string }): string {
  return `${address.city}, ${address.state} ${address.zip}`.trim();
}

interface Place {
  street: string;
  city: string;
  state: string;
  zip: string;
  venueName?: string | undefined;
}

/** The whole address on one line: "742 Evergreen Terrace, Springfield, OR 97403". */
function formatAddress(place: Place): string {
  return `${place.street}, ${formatAddressLine(place)}`;
}

/** What a property is called: its venue name where it has one (issue #30), else its street. */
export function propertyName(place: Pick<Place, 'street' | 'venueName'>): string {
  return place.venueName?.trim() || place.street;
}

/** Where an event is, on one line: the venue's name and its whole address ('The Barn, 1 Mill Rd, …'). */
export function venueLine(place: Place): string {
  const name = place.venueName?.trim();
  return name ? `${name}, ${formatAddress(place)}` : formatAddress(place);
}

/** A property on one line: its venue name where it has one, else its whole address. */
export function propertyLabel(place: Place): string {
  return place.venueName?.trim() || formatAddress(place);
}
