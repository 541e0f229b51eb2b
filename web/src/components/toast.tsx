/** App toasts (spec §9): success closes after 2 s, errors after 5 s; a title with an optional line under it. */
import { ToastContainer, toast } from 'react-toastify';

const SUCCESS_MS = 2000;
const ERROR_MS = 5000;

function ToastMessage({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-zinc-900">{title}</p>
      {description ? <p className="mt-0.5 text-zinc-600">{description}</p> : null}
    </div>
  );
}

/** Closes every toast: a new session starts without the errors of the attempts before it. */
export function dismissAllToasts() {
  toast.dismiss();
}

export function notifySuccess(title: string, description?: string) {
  toast.success(<ToastMessage title={title} description={description} />, { autoClose: SUCCESS_MS });
}

export function notifyError(title: string, description?: string) {
  toast.error(<ToastMessage title={title} description={description} />, { autoClose: ERROR_MS });
}

export function AppToastContainer() {
  return <ToastContainer position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
