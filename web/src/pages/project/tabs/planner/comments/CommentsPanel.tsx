/**
 * The planner's 'Comments' panel (issue #28): the scene's open threads (or all of them), one thread's
 * messages with a reply box, Resolve and Reopen, and a new comment's draft once its pin is placed.
 * Who may comment is the server's decision; the panel only leaves out what the role cannot do.
 */
import { MessageSquarePlus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { COMMENT_MAX_CHARS, type CommentAnchor, type CommentThread } from '#shared/comments.ts';
import { errorMessage } from '../../../../../api/errors.ts';
import { cn } from '../../../../../components/ui/cn.ts';
import { formatDateTime } from '../../../../../lib/format.ts';
import type { CommentThreads } from './use-comment-threads.ts';

/** A new comment whose pin is placed and whose text is being written. */
export interface CommentDraft {
  anchor: CommentAnchor;
  position: [number, number, number];
  /** What it is on: 'Round table 3', 'Dance floor', or a point in the scene. */
  label: string;
}

export function CommentsPanel(props: {
  comments: CommentThreads;
  canComment: boolean;
  selectedThreadId: string | null;
  onSelectThread(threadId: string | null): void;
  /** Starts placing a new comment's pin (on the selection, or a point picked in the scene). */
  onNewComment(): void;
  draft: CommentDraft | null;
  onDraftDone(): void;
  onClose(): void;
}) {
  const [showResolved, setShowResolved] = useState(false);
  const { threads } = props.comments;
  const shown = threads.filter((t) => showResolved || t.status === 'open');
  const selected = threads.find((t) => t.threadId === props.selectedThreadId) ?? null;
  const open = threads.filter((t) => t.status === 'open').length;

  return (
    <aside
      aria-label="Comments"
      className="flex w-[clamp(280px,28%,340px)] shrink-0 flex-col gap-3 overflow-y-auto border-l border-zinc-200 bg-white p-3"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-zinc-900">Comments</h2>
        <button
          type="button"
          aria-label="Hide Comments"
          onClick={props.onClose}
          className="rounded p-1 text-zinc-500 hover:bg-zinc-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {props.canComment ? (
        <button
          type="button"
          onClick={props.onNewComment}
          className="flex items-center justify-center gap-1.5 rounded-md border border-indigo-200 bg-indigo-50 px-2 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-100"
        >
          <MessageSquarePlus className="size-4" aria-hidden />
          New comment
        </button>
      ) : (
        <p className="text-xs text-zinc-500">
          Viewers can read comments; Commenters and Editors can write them.
        </p>
      )}
      {props.draft ? (
        <DraftForm draft={props.draft} comments={props.comments} onDone={props.onDraftDone} />
      ) : null}
      {selected ? (
        <ThreadView
          thread={selected}
          comments={props.comments}
          canComment={props.canComment}
          onBack={() => props.onSelectThread(null)}
        />
      ) : (
        <>
          <div className="flex items-center justify-between text-xs text-zinc-500">
            <span>{open === 1 ? '1 open thread' : `${open} open threads`}</span>
            <label className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={showResolved}
                onChange={(e) => setShowResolved(e.target.checked)}
              />
              Show resolved
            </label>
          </div>
          {props.comments.loading ? <p className="text-xs text-zinc-500">Loading comments…</p> : null}
          {props.comments.error ? (
            <p role="alert" className="text-xs text-red-600">
              {errorMessage(props.comments.error)}
            </p>
          ) : null}
          <ul aria-label="Comment threads" className="flex flex-col gap-2">
            {shown.map((thread) => (
              <li key={thread.threadId}>
                <button
                  type="button"
                  onClick={() => props.onSelectThread(thread.threadId)}
                  className={cn(
                    'w-full rounded-md border border-zinc-200 p-2 text-left hover:border-indigo-300',
                    thread.status === 'resolved' && 'opacity-60',
                  )}
                >
                  <p className="line-clamp-2 text-sm text-zinc-900">{thread.messages[0]?.text}</p>
                  <p className="mt-1 text-xs text-zinc-500">
                    {thread.createdBy} · {replies(thread)}
                    {thread.status === 'resolved' ? ' · Resolved' : ''}
                  </p>
                </button>
              </li>
            ))}
          </ul>
          {!props.comments.loading && shown.length === 0 ? (
            <p className="text-xs text-zinc-500">No open comments in this scene.</p>
          ) : null}
        </>
      )}
    </aside>
  );
}

const replies = (thread: CommentThread) => {
  const count = thread.messages.length - 1;
  return count === 1 ? '1 reply' : `${count} replies`;
};

function TextForm(props: {
  label: string;
  submitLabel: string;
  onSubmit(text: string): Promise<unknown>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Write a comment first');
    setSending(true);
    try {
      await props.onSubmit(text.trim());
      setText('');
      setError('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5" noValidate>
      <textarea
        aria-label={props.label}
        value={text}
        maxLength={COMMENT_MAX_CHARS}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-zinc-300 px-2.5 py-1.5 text-sm"
      />
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {props.onCancel ? (
          <button
            type="button"
            onClick={props.onCancel}
            className="rounded px-2 py-1 text-xs text-zinc-600 hover:bg-zinc-100"
          >
            Cancel
          </button>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className="rounded bg-indigo-600 px-2.5 py-1 text-xs font-medium text-white hover:bg-indigo-500 disabled:opacity-50"
        >
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}

function DraftForm({
  draft,
  comments,
  onDone,
}: {
  draft: CommentDraft;
  comments: CommentThreads;
  onDone(): void;
}) {
  return (
    <section
      aria-label="New comment"
      className="flex flex-col gap-1.5 rounded-md border border-indigo-200 p-2"
    >
      <p className="text-xs text-zinc-600">On {draft.label}</p>
      <TextForm
        label="Comment"
        submitLabel="Post"
        onSubmit={async (text) => {
          await comments.start({ anchor: draft.anchor, position: draft.position, text });
          onDone();
        }}
        onCancel={onDone}
      />
    </section>
  );
}

function ThreadView(props: {
  thread: CommentThread;
  comments: CommentThreads;
  canComment: boolean;
  onBack(): void;
}) {
  const { thread, comments } = props;
  const resolved = thread.status === 'resolved';
  return (
    <section aria-label="Comment thread" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <button type="button" onClick={props.onBack} className="text-xs text-indigo-700 hover:underline">
          ← All comments
        </button>
        {props.canComment ? (
          <button
            type="button"
            onClick={() => void comments.setResolved(thread.threadId, !resolved)}
            disabled={comments.busy}
            className="rounded border border-zinc-300 px-2 py-0.5 text-xs text-zinc-700 hover:bg-zinc-50"
          >
            {resolved ? 'Reopen' : 'Resolve'}
          </button>
        ) : null}
      </div>
      {resolved ? <p className="text-xs text-zinc-500">Resolved by {thread.resolvedBy}</p> : null}
      <ol aria-label="Messages" className="flex flex-col gap-2">
        {thread.messages.map((message) => (
          <li key={message.messageId} className="rounded-md bg-zinc-50 p-2">
            <p className="text-xs text-zinc-500">
              <span className="font-medium text-zinc-800">{message.author}</span> ·{' '}
              <time dateTime={message.at}>{formatDateTime(message.at)}</time>
            </p>
            <p className="mt-0.5 text-sm whitespace-pre-wrap break-words text-zinc-900">{message.text}</p>
          </li>
        ))}
      </ol>
      {props.canComment ? (
        <TextForm
          label="Reply"
          submitLabel="Reply"
          onSubmit={(text) => comments.reply(thread.threadId, text)}
        />
      ) : null}
    </section>
  );
}
