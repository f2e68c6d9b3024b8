import type { StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { MessageList } from '../../ui/message-list.tsx';
import { MessageComposer } from '../../ui/message-composer.tsx';

/** The thread with the applicant; reading it marks their messages read. The applicant is e-mailed that a reply waits, never its text. */
export function MessageThread({ application }: { application: StaffApplication }) {
  const utils = trpc.useUtils();
  const thread = trpc.console.applications.messages.useQuery({ id: application.id });
  const post = trpc.console.applications.postMessage.useMutation({ onSuccess: () => utils.console.applications.messages.invalidate({ id: application.id }) });
  return (
    <section className="card message-thread">
      <h2 className="card__title">Messages with {application.personal.firstName || 'the applicant'}</h2>
      {thread.isPending ? <Spinner label="Loading messages" /> : null}
      {thread.isError ? <p className="form-error">Could not load the messages.</p> : null}
      {thread.data ? <MessageList messages={thread.data.messages} ownSide="staff" ownAsYou={false} empty="No messages yet. The applicant reads what you write here in their portal." /> : null}
      <MessageComposer
        label="Write to the applicant"
        busy={post.isPending}
        send={(body) =>
          post.mutateAsync({ applicationId: application.id, body }).catch((error: unknown) => {
            throw new Error(errorMessage(error, 'The message could not be sent. Please try again.'));
          })
        }
      />
    </section>
  );
}
