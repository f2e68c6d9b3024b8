import type { ApplicationMessage } from '@eta/domain';

const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * A thread, oldest first; `ownSide` is drawn on the right, as chat apps do. The applicant reads
 * their own as "You"; staff share one side, so each of theirs keeps its author's name.
 */
export function MessageList({ messages, ownSide, empty, ownAsYou = true }: { messages: ApplicationMessage[]; ownSide: ApplicationMessage['author']; empty: string; ownAsYou?: boolean }) {
  if (!messages.length) return <p className="muted">{empty}</p>;
  return (
    <ol className="message-list" aria-label="Messages">
      {messages.map((message) => {
        const own = message.author === ownSide;
        return (
          <li key={message.id} className={`message ${own ? 'message--own' : ''}`}>
            <p className="message__meta">
              <strong>{own && ownAsYou ? 'You' : message.authorName}</strong> · <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
            </p>
            <p className="message__body">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
