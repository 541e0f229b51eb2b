import { Hammer, PartyPopper, Rotate3d, Send } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notifyInfo } from '../../../components/toast.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useProperty } from '../PropertyPage.tsx';
import { propertyPath } from '../property-tabs.ts';

/** The 3D tour tab. No build exists yet in this release, so it always shows the first-build placeholder. */
export function View3dTab() {
  const property = useProperty();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const buildPath = propertyPath(property.propertyId, 'build3d');

  return (
    <div className="flex flex-col gap-4">
      {searchParams.has('create-succeed') ? (
        <div className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <PartyPopper className="size-4 shrink-0" aria-hidden />
          Your property is ready. Build its first 3D tour to bring it to life.
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => notifyInfo('Nothing to publish yet', 'Build a 3D tour first')}
        >
          <Send aria-hidden />
          Publish
        </Button>
        <Button onClick={() => navigate(buildPath)}>
          <Hammer aria-hidden />
          Build 3D Tour
        </Button>
      </div>
      <Link
        to={buildPath}
        className="group flex aspect-[16/9] max-h-[60vh] w-full flex-col items-center justify-center gap-4 rounded-xl border-2 border-dashed border-zinc-300 bg-white text-center transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 transition-transform group-hover:scale-105">
          <Rotate3d className="size-8" aria-hidden />
        </span>
        <span className="text-lg font-semibold text-zinc-900">Click to Build 3D Tour !</span>
        <span className="max-w-sm px-6 text-sm text-zinc-500">
          Turn a walkthrough video of the property into an explorable 3D tour.
        </span>
      </Link>
    </div>
  );
}
