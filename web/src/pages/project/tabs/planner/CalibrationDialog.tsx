/**
 * 'Set scale' (issue 30, replacing the browser's prompt): the calibration line picked in the viewer is
 * so many scene units long; the user types its true length in the chosen units and sees the scale it
 * gives before setting it ('1 scene unit = 0.37 m'). Setting it is one undoable edit in the viewer.
 */
import { type FormEvent, useId, useState } from 'react';
import type { MeasurementUnits } from '#protocol/index.ts';
import { formatScale, toMetersFrom } from '#venue/units.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/Dialog.tsx';
import { Input } from '../../../../components/ui/Input.tsx';
import { usePlanner, useSessionValue } from './session/planner-context.tsx';

export const LENGTH_REQUIRED = 'Enter the real length, a number greater than 0';

/** What a true length of the line gives: one scene unit in meters, or null for a length that is none. */
export function scaleOf(text: string, units: MeasurementUnits, sceneDistance: number): number | null {
  const length = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(length) || length <= 0 || sceneDistance <= 0) return null;
  return toMetersFrom(length, units) / sceneDistance;
}

export function CalibrationDialog() {
  const { controller } = usePlanner();
  const calibration = useSessionValue((s) => s.calibration);
  const units = useSessionValue((s) => s.units);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const sceneDistance = calibration?.sceneDistance ?? 0;
  const scale = scaleOf(text, units, sceneDistance);
  const close = () => {
    setText('');
    setTried(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (scale === null) return;
    controller.calibrate(Number(text.trim().replace(',', '.')));
    close();
  };
  return (
    <Dialog
      open={calibration !== null}
      onOpenChange={(open) => {
        if (!open) {
          controller.cancelCalibration();
          close();
        }
      }}
    >
      <DialogContent
        title="Set scale"
        description={`The line you picked is ${sceneDistance.toFixed(2)} scene units long. How long is it really?`}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
              Real length ({units === 'feet' ? 'ft' : 'm'})
            </label>
            <Input
              id={inputId}
              inputMode="decimal"
              autoFocus
              value={text}
              aria-invalid={tried && scale === null}
              aria-describedby={tried && scale === null ? errorId : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            {tried && scale === null ? (
              <p id={errorId} role="alert" className="text-sm text-red-600">
                {LENGTH_REQUIRED}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-zinc-600" data-testid="calibration-scale">
            {scale === null ? 'The scale shows here once you type a length.' : formatScale(scale, units)}
          </p>
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                controller.cancelCalibration();
                close();
              }}
            >
              Cancel
            </Button>
            <Button type="submit">Set scale</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
