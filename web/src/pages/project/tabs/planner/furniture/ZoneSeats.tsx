/** A zone's seats placed inside it against its seated capacity, with a warning when over (issue 14). */
import { seatsText } from './seats.ts';

export function ZoneSeats(props: { seats: number; maxSeated: number; filled?: number }) {
  const { text, warning } = seatsText(props.seats, props.maxSeated);
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="zone-seats">
      <p className="flex justify-between text-zinc-700">
        <span>Seats placed / capacity</span>
        <span className="font-semibold">{text}</span>
      </p>
      {props.filled !== undefined ? (
        <p className="flex justify-between text-zinc-500" data-testid="zone-fill-seats">
          <span>Seats in its fill</span>
          <span>{props.filled}</span>
        </p>
      ) : null}
      {warning ? (
        <p role="alert" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-800">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
