/**
 * The selected placed model's actions, over the 3D view: Move (it follows the cursor until a click
 * drops it), rotate 15° either way, Duplicate and Delete. Each is one undoable edit in the viewer.
 */
import type { ViewerCommand } from '#protocol/index.ts';
import type { PlanningElement } from '#venue/documents.ts';

const BUTTON = 'whitespace-nowrap rounded border border-zinc-300 bg-white px-2 py-1 hover:bg-zinc-50';

export function PlacedItemPanel(props: {
  element: PlanningElement;
  readOnly?: boolean;
  send: (command: ViewerCommand) => void;
}) {
  const id = props.element.id ?? '';
  const instanceIds = [id];
  return (
    <section
      aria-label="Placed model"
      className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-md bg-white/95 px-3 py-2 text-xs text-zinc-700 shadow"
    >
      <span className="max-w-48 truncate whitespace-nowrap font-medium">
        {props.element.name || props.element.modelId}
      </span>
      <button
        type="button"
        className={BUTTON}
        onClick={() => props.send({ type: 'movePlacedItem', instanceId: id })}
      >
        Move
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-label="Rotate left 15°"
        onClick={() => props.send({ type: 'rotatePlacedItems', instanceIds, degrees: -15 })}
      >
        ⟲ 15°
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-label="Rotate right 15°"
        onClick={() => props.send({ type: 'rotatePlacedItems', instanceIds, degrees: 15 })}
      >
        ⟳ 15°
      </button>
      <button
        type="button"
        className={BUTTON}
        onClick={() => props.send({ type: 'duplicatePlacedItems', instanceIds })}
      >
        Duplicate
      </button>
      <button
        type="button"
        className={`${BUTTON} text-red-700`}
        onClick={() => props.send({ type: 'deletePlacedItems', instanceIds })}
      >
        Delete
      </button>
    </section>
  );
}
